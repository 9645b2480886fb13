import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePhotoManager } from '../fabric-photos/photo-manager';
import { useAddFabric, useInvalidateVendorQueries } from './api';
import { EMPTY_FABRIC_FORM, FabricForm } from './fabric-form';
import type { FabricFormOutput } from './fabric-form-schema';
import { sellingRequest } from './selling-form-schema';

/** 'Add New Product': lists a new fabric, then returns to the vendor's products. */
export function VendorAddFabric() {
  const addFabric = useAddFabric();
  const navigate = useNavigate();
  const invalidate = useInvalidateVendorQueries();
  const photos = usePhotoManager(undefined, []);
  const { t } = useTranslation('vendor');

  async function submitNewFabric(values: FabricFormOutput) {
    try {
      const { salePrice, saleStartsAt, saleEndsAt, ...fields } = values;
      const sale = salePrice === null ? {} : { salePrice, saleStartsAt, saleEndsAt };
      const fabric = await addFabric.mutateAsync({ ...fields, ...sellingRequest(values), ...sale });
      const allUploaded = await photos.uploadQueued(fabric._id);
      await invalidate();
      toast.success(t('addFabric.added'));
      if (!allUploaded) {
        // The product exists; its edit form shows which photos to try again.
        toast.error(t('addFabric.photosFailed'));
        navigate(`/vendor/product/edit/${fabric._id}`);
        return;
      }
      navigate('/vendor/products');
    } catch (error) {
      toast.error(errorMessage(error, t('addFabric.addFailed')));
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow={t('eyebrow')}>{t('addFabric.title')}</PageTitle>
      <FabricForm
        mode="add"
        defaultValues={EMPTY_FABRIC_FORM}
        submitLabel={t('addFabric.submit')}
        submittingLabel={t('addFabric.submitting')}
        onSubmit={submitNewFabric}
        photos={photos}
        secondaryAction={
          <ButtonLink to="/vendor/products" variant="secondary">
            {t('addFabric.cancel')}
          </ButtonLink>
        }
      />
    </section>
  );
}
