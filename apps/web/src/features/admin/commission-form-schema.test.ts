import { describe, expect, it } from 'vitest';
import { CommissionFormSchema, commissionFormValues } from './commission-form-schema';

const WEAVER = '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c';
const GONE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const messagesOf = (input: unknown) => {
  const parsed = CommissionFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the commission form', () => {
  it('starts from the settings: every category on the store’s list, blank where the default applies, and each vendor by name', () => {
    const values = commissionFormValues(
      {
        defaultPercent: 10,
        categories: { silk: 12.5, khadi: 4 },
        vendors: { [WEAVER]: 8, [GONE]: 3 },
        vendorNames: { [WEAVER]: 'Kavya Weaves' },
      },
      ['cotton', 'silk', 'brocade'],
    );
    expect(values.defaultPercent).toBe('10');
    expect(values.categories.find((row) => row.category === 'silk')?.percent).toBe('12.5');
    expect(values.categories.find((row) => row.category === 'cotton')?.percent).toBe('');
    expect(values.categories.map((row) => row.category)).toEqual(['cotton', 'silk', 'brocade', 'khadi']);
    expect(values.categories.at(-1)).toEqual({ category: 'khadi', percent: '4' });
    expect(values.vendors).toEqual([
      { vendorId: WEAVER, name: 'Kavya Weaves', percent: '8' },
      { vendorId: GONE, name: 'A removed vendor (1c2d3e4f)', percent: '3' },
    ]);
  });

  it('sends the percents as numbers and leaves out a blank category', () => {
    expect(
      CommissionFormSchema.parse({
        defaultPercent: ' 10 ',
        categories: [
          { category: 'silk', percent: '12.25' },
          { category: 'cotton', percent: '' },
        ],
        vendors: [{ vendorId: WEAVER, name: 'Kavya Weaves', percent: '0' }],
      }),
    ).toEqual({ defaultPercent: 10, categories: { silk: 12.25 }, vendors: { [WEAVER]: 0 } });
  });

  it('refuses what the API refuses, with the shared rule’s words: above 50, three decimals, not a number, blank', () => {
    expect(
      messagesOf({
        defaultPercent: '50.01',
        categories: [
          { category: 'silk', percent: '12.345' },
          { category: 'wool', percent: 'ten' },
        ],
        vendors: [{ vendorId: WEAVER, name: 'Kavya Weaves', percent: '' }],
      }),
    ).toEqual([
      ['defaultPercent', 'A commission percent is at most 50'],
      ['categories.0.percent', 'A commission percent has at most two decimals'],
      ['categories.1.percent', 'Enter a percent such as 10 or 12.5'],
      ['vendors.0.percent', 'Enter a percent'],
    ]);
  });
});
