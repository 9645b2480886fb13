import { z } from 'zod';
import { IdSchema, RupeesSchema, textSchema } from './common';
import { FabricAttributeFiltersSchema, FabricAttributesInputSchema, FabricAttributesSchema } from './fabric-attributes';
import { FABRIC_SORTS, MAX_PAGE_SIZE } from './fabric-catalog';
import { hsnCodeSchema } from './india-tax';
import { hasAtMostTwoDecimals } from './lengths';
import { RepeatAndShrinkageFieldsSchema, RepeatAndShrinkageSchema } from './repeat-and-shrinkage';
import { RemnantDiscountSchema, RemnantSchema, RollSchema, RollsInputSchema } from './rolls';
import { SaleFieldsSchema, SaleSchema, saleProblem } from './sale-price';
import { SellingFieldsSchema, SellingSchema } from './selling';

export { FABRIC_CATEGORIES, FABRIC_SORTS, type FabricCategory, MAX_PAGE_SIZE } from './fabric-catalog';

/**
 * A fabric image is an http(s) URL or a path served by the store itself. A path holds no backslash:
 * browsers read `/\host/x.png` as `//host/x.png`, another site.
 */
export const ImageUrlSchema = textSchema('Image URL')
  .trim()
  .max(2048, { error: 'Image URL must be at most 2048 characters' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value), {
    error: 'Image URL must start with http://, https:// or /',
  });

/** Metres for a metre fabric (to the centimetre), pieces for a piece fabric (checked with its unit). */
export const StockSchema = z
  .number({ error: 'Stock must be a number' })
  .min(0, { error: 'Stock cannot be negative' })
  .max(1_000_000, { error: 'Stock must be at most 1,000,000' })
  .refine(hasAtMostTwoDecimals, {
    error: 'Stock must have at most two decimals (whole centimetres)',
  });

const PIECE_STOCK_MESSAGE = 'Stock must be a whole number for a fabric sold by the piece';

export const FabricNameSchema = textSchema('Name', 'Name is required')
  .trim()
  .min(1, { error: 'Name is required' })
  .max(120, { error: 'Name must be at most 120 characters' });

export const CategorySchema = textSchema('Category', 'Category is required')
  .trim()
  .toLowerCase()
  .min(1, { error: 'Category is required' })
  .max(40, { error: 'Category must be at most 40 characters' });

const DescriptionSchema = textSchema('Description')
  .trim()
  .max(4000, { error: 'Description must be at most 4000 characters' });

/**
 * The vendor's Hindi name and description, shown to a shopper who reads Hindi (English otherwise):
 * optional, with the English fields' limits; kept in NFC, so a search typed with precomposed or
 * combining nuktas finds the same words. Empty clears it.
 */
const hindiText = (label: string, max: number) =>
  textSchema(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((text) => (text === '' ? null : text.normalize('NFC')))
    .nullable();
export const FabricNameHiSchema = hindiText('Name in Hindi', 120);
export const FabricDescriptionHiSchema = hindiText('Description in Hindi', 4000);

const OptionalHsnCodeSchema = z
  .union([z.literal('').transform(() => null), hsnCodeSchema])
  .nullable()
  .optional();

export const FabricCreateRequestSchema = z
  .object({
    name: FabricNameSchema,
    price: RupeesSchema,
    description: DescriptionSchema.default(''),
    nameHi: FabricNameHiSchema.optional(),
    descriptionHi: FabricDescriptionHiSchema.optional(),
    stock: StockSchema,
    category: CategorySchema,
    image: ImageUrlSchema.default(''),
    // Selling by the metre: how it is sold, its cut lengths and its swatch.
    ...SellingFieldsSchema.partial().shape,
    /** The pattern repeat and shrinkage the calculator adds for; left out, unstated. */
    ...RepeatAndShrinkageFieldsSchema.partial().shape,
    /** The typed attributes; any left out are unstated. */
    attributes: FabricAttributesInputSchema.optional(),
    /** The sale: a price below `price`, from `saleStartsAt` (now when left out) until `saleEndsAt` (open-ended when left out). */
    ...SaleFieldsSchema.partial().shape,
    /** A metre fabric's rolls; without them its stock is one roll. `stock`, when sent too, must be their sum. */
    rolls: RollsInputSchema.optional(),
    remnantDiscount: RemnantDiscountSchema.optional(),
    /** The HSN code its GST rate is looked up by; left out or empty, the one its fibre and weight suggest. */
    hsnCode: OptionalHsnCodeSchema,
  })
  .refine((fabric) => fabric.unit !== 'per_piece' || Number.isInteger(fabric.stock), {
    error: PIECE_STOCK_MESSAGE,
    path: ['stock'],
  })
  .superRefine((fabric, context) => {
    const problem = saleProblem(fabric);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type FabricCreateRequest = z.input<typeof FabricCreateRequestSchema>;

/** Every field is optional on update; category may change too, though the spec's form does not send it. */
export const FabricUpdateRequestSchema = z
  .object({
    name: FabricNameSchema,
    price: RupeesSchema,
    description: DescriptionSchema,
    /** Null or empty clears it. */
    nameHi: FabricNameHiSchema,
    descriptionHi: FabricDescriptionHiSchema,
    stock: StockSchema,
    category: CategorySchema,
    image: ImageUrlSchema,
    ...SellingFieldsSchema.shape,
    ...RepeatAndShrinkageFieldsSchema.shape,
    /** The attributes given are set (null clears one); the others stay as they are. */
    attributes: FabricAttributesInputSchema,
    /** The sale's fields given are set (null ends the sale or clears a date), checked with the stored ones. */
    ...SaleFieldsSchema.shape,
    /**
     * Every roll the fabric has now: listed ones are set, new ones (no `_id`) added, the rest emptied.
     * Without rolls, a changed `stock` adds or removes length on the longest roll.
     */
    rolls: RollsInputSchema,
    remnantDiscount: RemnantDiscountSchema,
    /** Null or empty goes back to the suggested code. */
    hsnCode: OptionalHsnCodeSchema,
  })
  .partial()
  .refine((fabric) => fabric.unit !== 'per_piece' || fabric.stock === undefined || Number.isInteger(fabric.stock), {
    error: PIECE_STOCK_MESSAGE,
    path: ['stock'],
  });
export type FabricUpdateRequest = z.input<typeof FabricUpdateRequestSchema>;

/** The most photos one fabric may have; the first is its cover. */
export const MAX_FABRIC_PHOTOS = 8;

/**
 * A vendor's photo as stored: `url` and `srcset` name WebP renditions, `avifSrcset` the same widths
 * in AVIF; `width` and `height` are the largest rendition's, so pages reserve its aspect ratio.
 */
export const FabricImageSchema = z.object({
  _id: IdSchema,
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.string(),
  avifSrcset: z.string(),
  alt: z.string(),
});
export type FabricImage = z.infer<typeof FabricImageSchema>;

/** `PUT /api/fabrics/vendor/fabrics/{id}/images/order`: every photo of the fabric, the cover first. */
export const FabricImageOrderRequestSchema = z.object({
  order: z.array(IdSchema).max(MAX_FABRIC_PHOTOS, { error: `A fabric has at most ${MAX_FABRIC_PHOTOS} photos` }),
});

export const FabricImageParamsSchema = z.object({ id: IdSchema, imageId: IdSchema });

export const FabricSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  price: z.number(),
  description: z.string(),
  /** The vendor's Hindi name and description, when given. */
  nameHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  image: z.string(),
  /** Metres for a metre fabric, pieces for a piece fabric; `price` is per metre or per piece. */
  stock: z.number(),
  category: z.string(),
  vendor: z.object({ _id: IdSchema, name: z.string() }),
  createdAt: z.string(),
  /** The vendor's photos, the cover first; `image` is the cover's URL when there are any. */
  images: z.array(FabricImageSchema),
  ...SellingSchema.shape,
  ...RepeatAndShrinkageSchema.shape,
  /** What it is made of, its width, weight, pattern, colour family and care. */
  attributes: FabricAttributesSchema,
  /** Metres of the longest piece one length can be cut to (its longest roll); null for piece fabrics. */
  longestPiece: z.number().nullable(),
  /** Rolls shorter than the minimum cut, each sold whole at the remnant discount. */
  remnants: z.array(RemnantSchema),
  /** Percent off the price per metre of a remnant. */
  remnantDiscount: z.number(),
  /** Only in the vendor's own views: the rolls with length left, longest first. */
  rolls: z.array(RollSchema).optional(),
  /** Only in the vendor's own lists: the operator hid the fabric from the storefront, for this reason. */
  hiddenReason: z.string().optional(),
  /** Buyers' reviews on show: their average to one decimal (0 with none) and how many. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** While on sale `price` is the sale price, and these say so. */
  ...SaleSchema.partial().shape,
  /** The HSN code its GST is worked out by; null on a fabric listed before codes were kept and without a fibre. */
  hsnCode: z.string().nullable().optional(),
  /** One fabric's page: its vendor is not registered for GST, so it delivers only within this state. */
  shipsWithinState: z.string().optional(),
});
export type Fabric = z.infer<typeof FabricSchema>;

export const FabricSortSchema = z.enum(FABRIC_SORTS);
export type FabricSort = z.infer<typeof FabricSortSchema>;

const queryNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a number` });

/** Query of `GET /api/fabrics`; with no parameters it answers the first MAX_PAGE_SIZE fabrics, newest first. */
export const FabricListQuerySchema = z.object({
  q: textSchema('Search').trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  category: textSchema('category').trim().toLowerCase().max(40).optional(),
  minPrice: queryNumber('minPrice')
    .pipe(z.number().min(0, { error: 'minPrice cannot be negative' }))
    .optional(),
  maxPrice: queryNumber('maxPrice')
    .pipe(z.number().min(0, { error: 'maxPrice cannot be negative' }))
    .optional(),
  sort: FabricSortSchema.default('newest'),
  page: queryNumber('page')
    .pipe(
      z
        .number()
        .int({ error: 'page must be a whole number' })
        .min(1, { error: 'page must be at least 1' })
        .max(100_000),
    )
    .default(1),
  limit: queryNumber('limit')
    .pipe(
      z
        .number()
        .int({ error: 'limit must be a whole number' })
        .min(1, { error: 'limit must be at least 1' })
        .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` }),
    )
    .default(MAX_PAGE_SIZE),
  ...FabricAttributeFiltersSchema.shape,
  /** Only the fabrics on sale now. */
  onSale: z
    .enum(['true', 'false'], { error: 'onSale must be true or false' })
    .transform((value) => value === 'true' || undefined)
    .optional(),
  /** `remnants=true`: only fabrics with a remnant on sale. */
  remnants: z
    .enum(['true', 'false'], { error: 'remnants must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type FabricListQuery = z.input<typeof FabricListQuerySchema>;
