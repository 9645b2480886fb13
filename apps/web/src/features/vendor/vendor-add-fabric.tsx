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

  async function submitNewFabric(values: FabricFormOutput) {
    try {
      const { salePrice, saleStartsAt, saleEndsAt, ...fields } = values;
      const sale = salePrice === null ? {} : { salePrice, saleStartsAt, saleEndsAt };
      const fabric = await addFabric.mutateAsync({ ...fields, ...sellingRequest(values), ...sale });
      const allUploaded = await photos.uploadQueued(fabric._id);
      await invalidate();
      toast.success('Product added successfully!');
      if (!allUploaded) {
        // The product exists; its edit form shows which photos to try again.
        toast.error('Some photos were not uploaded. Add them again here.');
        navigate(`/vendor/product/edit/${fabric._id}`);
        return;
      }
      navigate('/vendor/products');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add product.'));
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Add New Product</PageTitle>
      <FabricForm
        mode="add"
        defaultValues={EMPTY_FABRIC_FORM}
        submitLabel="Add Product"
        submittingLabel="Adding..."
        onSubmit={submitNewFabric}
        photos={photos}
        secondaryAction={
          <ButtonLink to="/vendor/products" variant="secondary">
            Cancel
          </ButtonLink>
        }
      />
    </section>
  );
}
