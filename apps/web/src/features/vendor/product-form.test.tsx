import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PRODUCT_FORM, ProductForm } from './product-form';
import type { ProductFormOutput } from './product-form-schema';

function renderForm(mode: 'add' | 'edit') {
  const onSubmit = vi.fn<(values: ProductFormOutput) => Promise<void>>().mockResolvedValue();
  render(
    <MemoryRouter>
      <ProductForm
        mode={mode}
        defaultValues={EMPTY_PRODUCT_FORM}
        submitLabel="Add Product"
        submittingLabel="Adding..."
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ProductForm', () => {
  it('shows a message beside each required field and does not submit an empty form', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Stock is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (Rs.)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a price that is not a decimal and a stock that is not a whole number', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), 'Indigo Linen');
    await user.type(screen.getByLabelText('Price (Rs.)'), '12.345');
    // Sold by the piece: a stock of 2.5 pieces is not whole (metres take two decimals).
    await user.click(screen.getByLabelText('The piece (pre-cut packs, fat quarters)'));
    await user.type(screen.getByLabelText('Stock'), '2.5');
    await user.type(screen.getByLabelText('Category'), 'linen');
    await user.type(screen.getByLabelText('Image URL (optional)'), 'ftp://example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Price must be a number such as 450 or 450.50')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Image URL must start with http://, https:// or /')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the price as a decimal, the stock as an integer and the category in lower case', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), '  Indigo Linen ');
    await user.type(screen.getByLabelText('Price (Rs.)'), '450.50');
    await user.type(screen.getByLabelText('Stock'), '12');
    await user.type(screen.getByLabelText('Category'), 'Linen');
    await user.type(screen.getByLabelText('Description (optional)'), 'Hand-woven');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Indigo Linen',
      price: 450.5,
      stock: 12,
      category: 'linen',
      description: 'Hand-woven',
      image: '',
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.1,
      swatchOffered: false,
      swatchPrice: 30,
    });
  });

  it('takes a metre fabric’s stock in metres, its minimum cut, step and swatch', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), 'Indigo Mulmul');
    await user.type(screen.getByLabelText('Price (Rs.)'), '349.50');
    await user.type(screen.getByLabelText('Stock'), '42.75');
    await user.type(screen.getByLabelText('Category'), 'cotton');
    await user.clear(screen.getByLabelText('Minimum cut (m)'));
    await user.type(screen.getByLabelText('Minimum cut (m)'), '0.5');
    await user.clear(screen.getByLabelText('Step (m)'));
    await user.type(screen.getByLabelText('Step (m)'), '0.125');
    await user.click(screen.getByLabelText('Offer a swatch'));
    await user.clear(screen.getByLabelText('Swatch price (Rs.)'));
    await user.type(screen.getByLabelText('Swatch price (Rs.)'), '45');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Step must be in metres, such as 0.5 or 0.25')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Step (m)'));
    await user.type(screen.getByLabelText('Step (m)'), '0.25');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      stock: 42.75,
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.25,
      swatchOffered: true,
      swatchPrice: 45,
    });
  });

  it('asks for no category when editing', async () => {
    const { onSubmit, user } = renderForm('edit');

    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Silk');
    await user.type(screen.getByLabelText('Price (Rs.)'), '900');
    await user.type(screen.getByLabelText('Stock'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Silk', price: 900, stock: 0 });
  });
});
