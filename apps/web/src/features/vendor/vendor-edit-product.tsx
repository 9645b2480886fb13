import type { Fabric } from '@fabric-store/shared';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { isMissingFabric, useUpdateFabric, useVendorFabric } from './api';
import { ProductForm } from './product-form';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';

function formValuesOf(fabric: Fabric): ProductFormInput {
  return {
    name: fabric.name,
    price: String(fabric.price),
    description: fabric.description,
    stock: String(fabric.stock),
    category: fabric.category,
    image: fabric.image,
  };
}

/** 'Edit Product': the form prefilled with the fabric; saving returns to its vendor detail. */
export function VendorEditProduct() {
  const { productId = '' } = useParams();
  const { data: fabric, error, isPending } = useVendorFabric(productId);
  const updateFabric = useUpdateFabric(productId);
  const navigate = useNavigate();

  async function saveProduct({ name, price, description, stock, image }: ProductFormOutput) {
    try {
      // The spec's update sends no category.
      await updateFabric.mutateAsync({ name, price, description, stock, image });
      toast.success('Product updated successfully!');
      navigate(`/vendor/fabric/${productId}`);
    } catch (saveError) {
      toast.error(errorMessage(saveError, 'Failed to update product.'));
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Edit Product</PageTitle>
      {error ? (
        <ErrorMessage>
          {isMissingFabric(error) ? 'Product not found.' : 'Failed to fetch product details.'}
        </ErrorMessage>
      ) : isPending ? (
        <Loading />
      ) : (
        <ProductForm
          // A fresh form per fabric, so no value lingers from another one.
          key={fabric._id}
          mode="edit"
          defaultValues={formValuesOf(fabric)}
          submitLabel="Save Changes"
          submittingLabel="Saving..."
          onSubmit={saveProduct}
          secondaryAction={
            <ButtonLink to={`/vendor/fabric/${productId}`} variant="secondary">
              Cancel
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}
