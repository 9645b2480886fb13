import type { Fabric } from '@fabric-store/shared';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePhotoManager } from '../fabric-photos/photo-manager';
import { isMissingFabric, useInvalidateVendorQueries, useUpdateFabric, useVendorFabric } from './api';
import { attributesFormValues } from './attributes-form-schema';
import { ProductForm } from './product-form';
import type { ProductFormInput, ProductFormOutput } from './product-form-schema';
import { sellingFormValues, sellingRequest } from './selling-form-schema';

function formValuesOf(fabric: Fabric): ProductFormInput {
  return {
    name: fabric.name,
    price: String(fabric.price),
    description: fabric.description,
    stock: String(fabric.stock),
    category: fabric.category,
    // With photos, `image` is the cover's URL; the field holds only a pasted URL, which the JSON then hides.
    image: fabric.images.length > 0 ? '' : fabric.image,
    ...sellingFormValues(fabric),
    attributes: attributesFormValues(fabric.attributes),
  };
}

/** 'Edit Product': the form prefilled with the fabric; saving returns to its vendor detail. */
export function VendorEditProduct() {
  const { productId = '' } = useParams();
  const { data: fabric, error, isPending } = useVendorFabric(productId);

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
        // A fresh form per fabric, so no value lingers from another one.
        <EditProductForm key={fabric._id} fabric={fabric} />
      )}
    </section>
  );
}

function EditProductForm({ fabric }: { fabric: Fabric }) {
  const productId = fabric._id;
  const updateFabric = useUpdateFabric(productId);
  const navigate = useNavigate();
  const invalidate = useInvalidateVendorQueries();
  // Photos are saved as they change; the form's Save button saves the fields.
  const photos = usePhotoManager(productId, fabric.images, () => void invalidate());

  async function saveProduct(values: ProductFormOutput) {
    const { name, price, description, stock, image, attributes } = values;
    try {
      // The spec's update sends no category; an empty URL field beside photos leaves the pasted URL as it was.
      const keepsPastedUrl = fabric.images.length > 0 && image === '';
      await updateFabric.mutateAsync({
        name,
        price,
        description,
        stock,
        attributes,
        ...(!keepsPastedUrl && { image }),
        ...sellingRequest(values),
      });
      toast.success('Product updated successfully!');
      navigate(`/vendor/fabric/${productId}`);
    } catch (saveError) {
      toast.error(errorMessage(saveError, 'Failed to update product.'));
    }
  }

  return (
    <ProductForm
      mode="edit"
      defaultValues={formValuesOf(fabric)}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      onSubmit={saveProduct}
      photos={photos}
      secondaryAction={
        <ButtonLink to={`/vendor/fabric/${productId}`} variant="secondary">
          Cancel
        </ButtonLink>
      }
    />
  );
}
