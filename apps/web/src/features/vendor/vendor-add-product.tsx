import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAddFabric } from './api';
import { EMPTY_PRODUCT_FORM, ProductForm } from './product-form';
import type { ProductFormOutput } from './product-form-schema';

/** 'Add New Product': lists a new fabric, then returns to the vendor's products. */
export function VendorAddProduct() {
  const addFabric = useAddFabric();
  const navigate = useNavigate();

  async function addProduct(values: ProductFormOutput) {
    try {
      await addFabric.mutateAsync(values);
      toast.success('Product added successfully!');
      navigate('/vendor/products');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to add product.'));
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Add New Product</PageTitle>
      <ProductForm
        mode="add"
        defaultValues={EMPTY_PRODUCT_FORM}
        submitLabel="Add Product"
        submittingLabel="Adding..."
        onSubmit={addProduct}
        secondaryAction={
          <ButtonLink to="/vendor/products" variant="secondary">
            Cancel
          </ButtonLink>
        }
      />
    </section>
  );
}
