import type { Fabric } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePhotoManager } from '../fabric-photos/photo-manager';
import { isMissingFabric, useInvalidateVendorQueries, useUpdateFabric, useVendorFabric } from './api';
import { attributesFormValues } from './attributes-form-schema';
import { FabricForm } from './fabric-form';
import type { FabricFormInput, FabricFormOutput } from './fabric-form-schema';
import { repeatAndShrinkageFormValues } from './repeat-and-shrinkage-form-schema';
import { saleFormValues, saleRequest } from './sale-form-schema';
import { sellingFormValues, sellingRequest } from './selling-form-schema';

function formValuesOf(fabric: Fabric): FabricFormInput {
  return {
    name: fabric.name,
    // While on sale `price` is the sale price; the form edits the regular one.
    price: String(fabric.compareAtPrice ?? fabric.price),
    description: fabric.description,
    nameHi: fabric.nameHi ?? '',
    descriptionHi: fabric.descriptionHi ?? '',
    stock: String(fabric.stock),
    category: fabric.category,
    // With photos, `image` is the cover's URL; the field holds only a pasted URL, which the JSON then hides.
    image: fabric.images.length > 0 ? '' : fabric.image,
    hsnCode: fabric.hsnCode ?? '',
    ...sellingFormValues(fabric),
    ...repeatAndShrinkageFormValues(fabric),
    ...saleFormValues(fabric),
    attributes: attributesFormValues(fabric.attributes),
  };
}

/** 'Edit Product': the form prefilled with the fabric; saving returns to its vendor detail. */
export function VendorEditFabric() {
  const { fabricId = '' } = useParams();
  const { data: fabric, error, isPending } = useVendorFabric(fabricId);
  const { t } = useTranslation('vendor');

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow={t('eyebrow')}>{t('editFabric.title')}</PageTitle>
      {error ? (
        <ErrorMessage>{isMissingFabric(error) ? t('editFabric.notFound') : t('editFabric.loadFailed')}</ErrorMessage>
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : (
        // A fresh form per fabric, so no value lingers from another one.
        <EditFabricForm key={fabric._id} fabric={fabric} />
      )}
    </section>
  );
}

function EditFabricForm({ fabric }: { fabric: Fabric }) {
  const fabricId = fabric._id;
  const updateFabric = useUpdateFabric(fabricId);
  const navigate = useNavigate();
  const invalidate = useInvalidateVendorQueries();
  // Photos are saved as they change; the form's Save button saves the fields.
  const photos = usePhotoManager(fabricId, fabric.images, () => void invalidate());
  const { t } = useTranslation('vendor');

  async function saveFabric(values: FabricFormOutput) {
    const { name, price, description, nameHi, descriptionHi, stock, image, hsnCode, attributes } = values;
    const { patternRepeatCm, shrinkagePercent } = values;
    try {
      // The spec's update sends no category; an empty URL field beside photos leaves the pasted URL as it was.
      const keepsPastedUrl = fabric.images.length > 0 && image === '';
      await updateFabric.mutateAsync({
        name,
        price,
        description,
        nameHi,
        descriptionHi,
        stock,
        hsnCode,
        attributes,
        patternRepeatCm,
        shrinkagePercent,
        ...(!keepsPastedUrl && { image }),
        ...sellingRequest(values),
        ...saleRequest(values),
      });
      toast.success(t('editFabric.updated'));
      navigate(`/vendor/fabric/${fabricId}`);
    } catch (saveError) {
      toast.error(errorMessage(saveError, t('editFabric.updateFailed')));
    }
  }

  return (
    <FabricForm
      mode="edit"
      defaultValues={formValuesOf(fabric)}
      submitLabel={t('editFabric.submit')}
      submittingLabel={t('saving')}
      onSubmit={saveFabric}
      photos={photos}
      secondaryAction={
        <ButtonLink to={`/vendor/fabric/${fabricId}`} variant="secondary">
          {t('editFabric.cancel')}
        </ButtonLink>
      }
    />
  );
}
