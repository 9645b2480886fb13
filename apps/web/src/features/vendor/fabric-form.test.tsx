import { NO_FABRIC_ATTRIBUTES } from '@fabric-store/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { EMPTY_FABRIC_FORM, FabricForm } from './fabric-form';
import type { FabricFormOutput } from './fabric-form-schema';

const CATEGORIES = ['chiffon', 'cotton', 'denim', 'linen', 'silk', 'velvet', 'wool', 'brocade'];

function renderForm(mode: 'add' | 'edit', defaultValues = EMPTY_FABRIC_FORM) {
  stubApi({ 'GET /api/categories': { categories: CATEGORIES } });
  const onSubmit = vi.fn<(values: FabricFormOutput) => Promise<void>>().mockResolvedValue();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FabricForm
          mode={mode}
          defaultValues={defaultValues}
          submitLabel="Add Product"
          submittingLabel="Adding..."
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** Picks a category from the list the store answers, once it has arrived. */
async function pickCategory(user: ReturnType<typeof userEvent.setup>, category: string) {
  await screen.findByRole('option', { name: category });
  await user.selectOptions(screen.getByLabelText('Category'), category);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FabricForm', () => {
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
    await pickCategory(user, 'linen');
    await user.type(screen.getByLabelText('Image URL (optional)'), 'ftp://example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Price must be a number such as 450 or 450.50')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Image URL must start with http://, https:// or /')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the price as a decimal, the stock as an integer and the category picked from the store’s list', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), '  Indigo Linen ');
    await user.type(screen.getByLabelText('Price (Rs.)'), '450.50');
    await user.type(screen.getByLabelText('Stock'), '12');
    await pickCategory(user, 'linen');
    await user.type(screen.getByLabelText('Description (optional)'), 'Hand-woven');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Indigo Linen',
      price: 450.5,
      stock: 12,
      category: 'linen',
      description: 'Hand-woven',
      nameHi: null,
      descriptionHi: null,
      image: '',
      // Left to the store, which sets the heading its fibre and weight suggest.
      hsnCode: null,
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.1,
      swatchOffered: false,
      swatchPrice: 30,
      patternRepeatCm: null,
      shrinkagePercent: null,
      // No sale asked for.
      salePrice: null,
      saleStartsAt: null,
      saleEndsAt: null,
      rolls: [],
      remnantDiscount: 30,
      attributes: NO_FABRIC_ATTRIBUTES,
    });
  });

  it('takes an optional Hindi name and description, and refuses a Hindi name over 120 characters', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), 'Banarasi Silk');
    await user.type(screen.getByLabelText('Price (Rs.)'), '1450');
    await user.type(screen.getByLabelText('Stock'), '8');
    await pickCategory(user, 'silk');
    const nameHi = screen.getByLabelText('Name in Hindi (optional)');
    expect(nameHi).toHaveAttribute('lang', 'hi');
    await user.type(nameHi, 'क'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Name in Hindi must be at most 120 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(nameHi);
    await user.type(nameHi, ' बनारसी रेशम ');
    await user.type(screen.getByLabelText('Description in Hindi (optional)'), 'हाथ से बुना');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ nameHi: 'बनारसी रेशम', descriptionHi: 'हाथ से बुना' });
  });

  it('takes a metre fabric’s pattern repeat and shrinkage in whole centimetres and percents', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), 'Block Print Cotton');
    await user.type(screen.getByLabelText('Price (Rs.)'), '320');
    await user.type(screen.getByLabelText('Stock'), '40');
    await pickCategory(user, 'cotton');
    await user.type(screen.getByLabelText('Pattern repeat (cm)'), '32');
    await user.type(screen.getByLabelText('Shrinkage (%)'), '25');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Shrinkage must be at most 20%')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Shrinkage (%)'));
    await user.type(screen.getByLabelText('Shrinkage (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ patternRepeatCm: 32, shrinkagePercent: 5 });
  });

  it('refuses a sale price not below the price', async () => {
    const { onSubmit, user } = renderForm('add');
    await user.type(screen.getByLabelText('Name'), 'Sale Mulmul');
    await user.type(screen.getByLabelText('Price (Rs.)'), '300');
    await user.type(screen.getByLabelText('Stock'), '10');
    await pickCategory(user, 'cotton');
    await user.type(screen.getByLabelText('On sale for (Rs.)'), '300');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Sale price must be less than the price')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a metre fabric’s stock in metres, its minimum cut, step and swatch', async () => {
    const { onSubmit, user } = renderForm('add');

    await user.type(screen.getByLabelText('Name'), 'Indigo Mulmul');
    await user.type(screen.getByLabelText('Price (Rs.)'), '349.50');
    await user.type(screen.getByLabelText('Stock'), '42.75');
    await pickCategory(user, 'cotton');
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

  it('submits composition rows and the other attributes, and refuses a composition that does not add up to 100', async () => {
    const { onSubmit, user } = renderForm('edit');
    await user.type(screen.getByLabelText('Name'), 'Linen Stripe');
    await user.type(screen.getByLabelText('Price (Rs.)'), '690');
    await user.type(screen.getByLabelText('Stock'), '20');
    await user.selectOptions(screen.getByLabelText('Fibre 1'), 'Linen');
    await user.type(screen.getByLabelText('Percent 1'), '55');
    await user.click(screen.getByRole('button', { name: 'Add a fibre' }));
    await user.selectOptions(screen.getByLabelText('Fibre 2'), 'Cotton');
    await user.type(screen.getByLabelText('Percent 2'), '40');
    await user.type(screen.getByLabelText('Width (cm)'), '140');
    await user.type(screen.getByLabelText('Weight (GSM)'), '170');
    await user.selectOptions(screen.getByLabelText('Weave or knit'), 'Woven');
    await user.selectOptions(screen.getByLabelText('Pattern'), 'Stripe');
    await user.selectOptions(screen.getByLabelText('Colour family'), 'Blue');
    await user.type(screen.getByLabelText('Care notes'), 'Machine wash cold');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Composition must add up to 100% (it adds up to 95%)');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Percent 2'));
    await user.type(screen.getByLabelText('Percent 2'), '45');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].attributes).toEqual({
      composition: [
        { fibre: 'linen', percent: 55 },
        { fibre: 'cotton', percent: 45 },
      ],
      widthCm: 140,
      weightGsm: 170,
      construction: 'woven',
      pattern: 'stripe',
      colourFamily: 'blue',
      careNotes: 'Machine wash cold',
    });
  });

  it('suggests the HSN code from the fibre and weight as they are chosen, and sends the code the vendor settles on', async () => {
    const { onSubmit, user } = renderForm('edit');
    await user.type(screen.getByLabelText('Name'), 'Mulmul');
    await user.type(screen.getByLabelText('Price (Rs.)'), '420');
    await user.type(screen.getByLabelText('Stock'), '30');
    const hsn = screen.getByLabelText('HSN code (optional)');
    expect(hsn).toHaveAccessibleDescription(
      '4, 6 or 8 digits. Left empty, the store suggests one once you give the fibre.',
    );

    await user.selectOptions(screen.getByLabelText('Fibre 1'), 'Cotton');
    await user.type(screen.getByLabelText('Percent 1'), '100');
    await user.type(screen.getByLabelText('Weight (GSM)'), '240');
    expect(hsn).toHaveAccessibleDescription('Suggested from the fibre and weight: 5209. Left empty, 5209 is used.');

    await user.type(hsn, '52O8');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(hsn).toHaveAccessibleDescription('HSN code must be 4, 6 or 8 digits');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Use 5209' }));
    expect(hsn).toHaveValue('5209');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].hsnCode).toBe('5209');
  });

  it('leaves the HSN code to the store when the field is empty', async () => {
    const { onSubmit, user } = renderForm('edit');
    await user.type(screen.getByLabelText('Name'), 'Mulmul');
    await user.type(screen.getByLabelText('Price (Rs.)'), '420');
    await user.type(screen.getByLabelText('Stock'), '30');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].hsnCode).toBeNull();
  });

  it('tells the vendor turning a metre fabric to pieces that its rolls and remnants go', async () => {
    const { user } = renderForm('edit', { ...EMPTY_FABRIC_FORM, unit: 'per_metre' });
    expect(screen.queryByText(/empties your rolls/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /The piece/ }));
    expect(
      screen.getByText(
        'Whole pieces: selling by the piece empties your rolls, and their remnants are no longer for sale',
      ),
    ).toBeInTheDocument();
  });

  it('offers only the store’s categories, those the operator added among them', async () => {
    renderForm('add');
    await screen.findByRole('option', { name: 'brocade' });
    const offered = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a category', ...CATEGORIES]);
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

  it('calls an edited fabric’s rolls by their numbers, says which is a remnant, and sends a corrected length without the number', async () => {
    const rolls = [
      { _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', number: 2, length: '2.5', dyeLot: 'Lot A' },
      { _id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', number: 3, length: '0.3', dyeLot: '' },
    ];
    const { onSubmit, user } = renderForm('edit', {
      ...EMPTY_FABRIC_FORM,
      name: 'Two Lot Mulmul',
      price: '400',
      stock: '2.8',
      category: 'cotton',
      rolls,
    });
    expect(screen.getByLabelText('Roll 2 length (m)')).toHaveValue('2.5');
    expect(screen.getByText('Remnant: under the 0.5 m minimum cut, sold whole')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Roll 3 length (m)'));
    await user.type(screen.getByLabelText('Roll 3 length (m)'), '0.6');
    expect(screen.queryByText(/^Remnant:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add roll' }));
    await user.type(screen.getByLabelText('New roll 1 length (m)'), '4');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      stock: 7.1,
      rolls: [
        { _id: rolls[0]?._id, length: 2.5, dyeLot: 'Lot A' },
        { _id: rolls[1]?._id, length: 0.6, dyeLot: null },
        { length: 4, dyeLot: null },
      ],
    });
    expect(onSubmit.mock.calls[0]?.[0].rolls[0]).not.toHaveProperty('number');
  });

  it('says a new roll’s length is required only once the vendor leaves the field empty, not when the row is added', async () => {
    const { user } = renderForm('edit', {
      ...EMPTY_FABRIC_FORM,
      name: 'Plain Mulmul',
      price: '400',
      stock: '3',
      category: 'cotton',
      rolls: [{ _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', number: 1, length: '3', dyeLot: '' }],
    });
    await user.click(screen.getByRole('button', { name: 'Add roll' }));
    expect(screen.getByLabelText('New roll 1 length (m)')).toBeInTheDocument();
    expect(screen.queryByText('Roll length is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('New roll 1 length (m)'));
    await user.tab();
    expect(await screen.findByText('Roll length is required')).toBeInTheDocument();
  });

  it('does not say a roll length is required when the first roll row is added to a new fabric', async () => {
    const { user } = renderForm('add');
    await user.click(screen.getByRole('button', { name: 'Add roll' }));
    expect(screen.getByLabelText('Roll 1 length (m)')).toBeInTheDocument();
    expect(screen.queryByText('Roll length is required')).not.toBeInTheDocument();
  });
});
