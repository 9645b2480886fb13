import {
  CategorySchema,
  type FabricAttributes,
  FabricDescriptionHiSchema,
  FabricNameHiSchema,
  FabricNameSchema,
  hsnCodeSchema,
  ImageUrlSchema,
  type RepeatAndShrinkage,
  StockSchema,
} from '@fabric-store/shared';
import { z } from 'zod';
import { type AttributesFormInput, AttributesFormSchema } from './attributes-form-schema';
import { type RepeatAndShrinkageFormInput, repeatAndShrinkageFormFields } from './repeat-and-shrinkage-form-schema';
import { refineSale, type SaleFormInput, type SaleFormOutput, saleFormFields } from './sale-form-schema';
import {
  refineStockForUnit,
  type SellingFormInput,
  type SellingFormOutput,
  sellingFormFields,
} from './selling-form-schema';

/** What the product form's inputs hold: text, as typed. */
export interface FabricFormInput extends SellingFormInput, RepeatAndShrinkageFormInput, SaleFormInput {
  name: string;
  price: string;
  description: string;
  /** The optional Hindi name and description, '' for none. */
  nameHi: string;
  descriptionHi: string;
  stock: string;
  category: string;
  image: string;
  /** The vendor's HSN code, '' to take the one its fibre and weight suggest. */
  hsnCode: string;
  attributes: AttributesFormInput;
}

/** What a valid product form yields: price and stock parsed, text trimmed. */
export interface FabricFormOutput extends SellingFormOutput, RepeatAndShrinkage, SaleFormOutput {
  name: string;
  price: number;
  description: string;
  /** Null: none given (on edit, clears it). */
  nameHi: string | null;
  descriptionHi: string | null;
  stock: number;
  category: string;
  image: string;
  /** Null: the store sets the suggested heading. */
  hsnCode: string | null;
  attributes: FabricAttributes;
}

// Messages of the form's own checks are keys of the vendor catalogue, shown through useFieldErrorWords.

/** The spec parses price as a decimal; at most two decimals, since the store keeps whole paise. */
const PriceFieldSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.priceRequired' })
  .regex(/^\d+(\.\d{1,2})?$/, { error: 'validation.priceFormat' })
  .transform(Number)
  .pipe(z.number().positive({ error: 'validation.pricePositive' }).max(10_000_000, { error: 'validation.priceMax' }));

/** Metres to the centimetre, or whole pieces (checked with the unit); more decimals are refused, never truncated. */
const StockFieldSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.stockRequired' })
  .regex(/^\d+(\.\d{1,2})?$/, { error: 'validation.stockFormat' })
  .transform(Number)
  .pipe(StockSchema);

const fabricFields = {
  name: FabricNameSchema,
  price: PriceFieldSchema,
  description: z.string().trim().max(4000, { error: 'validation.descriptionMax' }),
  // The inputs always hold text: the shared schema without the null the API reads as "clear".
  nameHi: FabricNameHiSchema.unwrap(),
  descriptionHi: FabricDescriptionHiSchema.unwrap(),
  stock: StockFieldSchema,
  image: ImageUrlSchema,
  hsnCode: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(hsnCodeSchema.nullable()),
  ...sellingFormFields,
  ...repeatAndShrinkageFormFields,
  ...saleFormFields,
  attributes: AttributesFormSchema,
};

const refineFabric = (values: FabricFormOutput, context: z.RefinementCtx) => {
  refineStockForUnit(values, context);
  refineSale(values, context);
};

/** Add New Product: name, price, stock and category are required; description and image URL are optional. */
export const AddFabricFormSchema: z.ZodType<FabricFormOutput, FabricFormInput> = z
  .object({
    ...fabricFields,
    category: CategorySchema,
  })
  .superRefine(refineFabric);

/** Edit Product: the spec's update sends no category, so the form neither shows nor checks it. */
export const EditFabricFormSchema: z.ZodType<FabricFormOutput, FabricFormInput> = z
  .object({
    ...fabricFields,
    category: z.string(),
  })
  .superRefine(refineFabric);
