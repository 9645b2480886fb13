// The catalog: fabrics, their search index and the counters the triggers keep of them.
import { FABRIC_UNITS } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A fabric's typed attributes. Each may be unstated: null, or an empty
 * composition and care notes, since a fabric is sellable before its details are in and a made-up
 * default would put it under wrong filters. `fibres` lists the composition's fibres, written with
 * it by the vendor's service, so that the fibre filter and its counts use a GIN index.
 */
const fabricAttributeColumns = () => ({
  composition: jsonb('composition').$type<{ fibre: string; percent: number }[]>().notNull().default([]),
  fibres: text('fibres').array().notNull().default(sql`'{}'::text[]`),
  widthCm: smallint('width_cm'),
  weightGsm: smallint('weight_gsm'),
  construction: text('construction'),
  pattern: text('pattern'),
  colourFamily: text('colour_family'),
  careNotes: text('care_notes').notNull().default(''),
});

/** The attribute filters' plain indexes, on live fabrics; newest first within a colour or a pattern. */
const fabricAttributeIndexes = (
  table: Record<
    'fibres' | 'colourFamily' | 'pattern' | 'createdAt' | 'id' | 'widthCm' | 'weightGsm' | 'deletedAt',
    ExtraConfigColumn
  >,
) => [
  index('fabrics_live_fibres_idx').using('gin', table.fibres).where(sql`${table.deletedAt} is null`),
  index('fabrics_live_colour_idx')
    .on(table.colourFamily, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
    .where(sql`${table.deletedAt} is null`),
  // Colour and pattern together, newest first: the page of a shopper narrowing by both reads only
  // their matches, checking the fibre on each, instead of every fabric of the colour.
  index('fabrics_live_colour_pattern_idx')
    .on(table.colourFamily, table.pattern, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
    .where(sql`${table.deletedAt} is null`),
  index('fabrics_live_pattern_idx')
    .on(table.pattern, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
    .where(sql`${table.deletedAt} is null`),
  index('fabrics_live_width_idx').on(table.widthCm).where(sql`${table.deletedAt} is null`),
  index('fabrics_live_weight_idx').on(table.weightGsm).where(sql`${table.deletedAt} is null`),
];

export const fabrics = pgTable(
  'fabrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The vendor's Hindi name and description (NFC), shown to shoppers who read Hindi; searched as well. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    category: text('category').notNull(),
    /** Per metre for a metre fabric, per piece for a piece fabric. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** Hundredths of the unit: centimetres for a metre fabric, 100 per piece for a piece fabric (migration 0012). */
    stock: integer('stock').notNull(),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Selling by the metre: the unit, the cut lengths (centimetres) and the swatch offer.
    unit: text('unit', { enum: FABRIC_UNITS }).notNull().default('per_metre'),
    minCutCm: integer('min_cut_cm').notNull().default(50),
    stepCm: integer('step_cm').notNull().default(10),
    swatchOffered: boolean('swatch_offered').notNull().default(false),
    swatchPricePaise: bigint('swatch_price_paise', { mode: 'number' }).notNull().default(3000),
    /** Percent off the price per metre of a remnant. */
    remnantDiscountPercent: smallint('remnant_discount_percent').notNull().default(30),
    ...fabricAttributeColumns(),
    // What "How much do I need?" adds length for; null while the vendor has not stated it.
    patternRepeatCm: integer('pattern_repeat_cm'),
    shrinkagePercent: integer('shrinkage_percent'),
    /** The HSN code its tax is looked up by (4, 6 or 8 digits); null on fabrics listed before codes were kept. */
    hsnCode: text('hsn_code'),
    /**
     * Whether shoppers see the fabric: its vendor is active and the operator has not hidden it. Kept on
     * the fabric, in the transaction that changes either, so every storefront read filters one column
     * and the trigger-kept counters and search terms follow it as they follow `deleted_at`.
     */
    listed: boolean('listed').notNull().default(true),
    /** The operator's reason when it hid the fabric; null while not hidden. */
    hiddenReason: text('hidden_reason'),
    /**
     * The reviews on show (not hidden), kept in each review's transaction so that a catalog page
     * carries the rating without a join: how many, and their average to two decimals (0 with none).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    /**
     * The vendor's sale: while now() is within [sale_starts_at, sale_ends_at) (either end
     * open when null) shoppers pay `sale_price_paise`; the price is worked out at every read
     * (fabrics/sale-price.ts), so a sale ends by itself.
     */
    salePricePaise: bigint('sale_price_paise', { mode: 'number' }),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /**
     * What a shopper pays as of the row's last write or the last sweep past a sale boundary
     * (fabrics/listed-price.ts): the catalog's price order, price range and search index read it.
     * A BEFORE trigger sets it on every write; the default only lets an insert leave it out.
     */
    listedPricePaise: bigint('listed_price_paise', { mode: 'number' }).notNull().default(0),
    /** When `listed_price_paise` next goes stale (the sale's start or end), null when it never will: the sweep's due rows. */
    listedPriceChangesAt: timestamp('listed_price_changes_at', { withTimezone: true }),
  },
  (table) => [
    ...fabricAttributeIndexes(table),
    index('fabrics_vendor_idx').on(table.vendorId, table.createdAt),
    // NULLS FIRST because that is what `order by ... desc` means in PostgreSQL: an index sorted
    // DESC NULLS LAST (drizzle's default for .desc()) cannot serve the newest-first page, even
    // on NOT NULL columns, and the planner sorts the whole catalog instead.
    index('fabrics_live_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('fabrics_live_category_idx')
      .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('fabrics_live_price_idx').on(table.listedPricePaise, table.id).where(sql`${table.deletedAt} is null`),
    index('fabrics_live_category_price_idx')
      .on(table.category, table.listedPricePaise, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('fabrics_live_name_idx').on(table.name, table.id).where(sql`${table.deletedAt} is null`),
    // The catalog's `sort=rating`: best average first, the more reviewed first among equals.
    index('fabrics_live_rating_idx')
      .on(table.ratingAverage.desc().nullsFirst(), table.ratingCount.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    check('fabrics_stock_check', sql`${table.stock} >= 0`),
    check('fabrics_price_check', sql`${table.pricePaise} > 0`),
    check('fabrics_unit_check', sql`${table.unit} in ('per_metre', 'per_piece')`),
    check('fabrics_cut_check', sql`${table.minCutCm} > 0 and ${table.stepCm} > 0`),
    check('fabrics_swatch_price_check', sql`${table.swatchPricePaise} > 0`),
    check('fabrics_pattern_repeat_check', sql`${table.patternRepeatCm} between 1 and 300`),
    check('fabrics_shrinkage_check', sql`${table.shrinkagePercent} between 0 and 20`),
    // The fabrics on sale (few): the onSale filter and count, and the caches' next sale boundary, read these.
    index('fabrics_on_sale_idx')
      .on(table.saleEndsAt, table.saleStartsAt)
      .where(sql`${table.salePricePaise} is not null`),
    index('fabrics_sale_starts_idx').on(table.saleStartsAt).where(sql`${table.salePricePaise} is not null`),
    index('fabrics_listed_price_due_idx')
      .on(table.listedPriceChangesAt)
      .where(sql`${table.listedPriceChangesAt} is not null`),
    check(
      'fabrics_sale_price_check',
      sql`${table.salePricePaise} is null or (${table.salePricePaise} > 0 and ${table.salePricePaise} < ${table.pricePaise})`,
    ),
    check(
      'fabrics_sale_window_check',
      sql`${table.saleStartsAt} is null or ${table.saleEndsAt} is null or ${table.saleEndsAt} > ${table.saleStartsAt}`,
    ),
    check('fabrics_hsn_code_check', sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('fabrics_remnant_discount_check', sql`${table.remnantDiscountPercent} between 0 and 90`),
  ],
);

/** Text compared byte by byte, so that the words starting with a prefix are one range of an index in any locale. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The catalog's search index: one row per distinct word (`search_terms()`) of a live fabric's name,
 * description and category, written only by the triggers on `fabrics` (migration 0003). Each row
 * carries the fabric's date, listed price (`fabrics.listed_price_paise`) and category, so a search's newest page and its capped total
 * are read from `fabric_search_terms_newest_idx` alone, in order, without visiting the fabrics.
 */
export const fabricSearchTerms = pgTable(
  'fabric_search_terms',
  {
    term: byteOrderedText('term').notNull(),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fabricId, table.term] }),
    index('fabric_search_terms_newest_idx').on(
      table.term,
      table.createdAt.desc().nullsFirst(),
      table.fabricId.desc().nullsFirst(),
      table.pricePaise,
      table.category,
    ),
  ],
);

/**
 * Live fabrics per category ('' counts them all), kept by statement-level triggers on `fabrics`
 * (migration 0001), so the catalog's total needs no count over a million rows.
 */
export const catalogCounts = pgTable('catalog_counts', {
  category: text('category').primaryKey(),
  liveFabrics: integer('live_fabrics').notNull(),
});

/**
 * Live fabrics per combination of the catalog's facets, kept by statement-level triggers
 * on `fabrics` (migration 0013) like `catalog_counts`: one row per category, colour family,
 * pattern, fibre, width band and weight band, '' where unstated. Each fabric is counted once under
 * fibre '' and once under each of its fibres, so facet counts are sums over a few rows instead of
 * counts over the matching fabrics (docs/performance.md).
 */
export const catalogFacetCounts = pgTable(
  'catalog_facet_counts',
  {
    fibre: text('fibre').notNull(),
    pattern: text('pattern').notNull(),
    colourFamily: text('colour_family').notNull(),
    category: text('category').notNull(),
    widthBand: text('width_band').notNull(),
    weightBand: text('weight_band').notNull(),
    liveFabrics: integer('live_fabrics').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'catalog_facet_counts_pkey',
      columns: [table.fibre, table.pattern, table.colourFamily, table.category, table.widthBand, table.weightBand],
    }),
    // Every column in each index, the count last, so that each facet's sum is an index-only scan
    // from the two or three filters it starts with (0.6 ms instead of 11 ms for three facets).
    index('catalog_facet_counts_fibre_pattern_idx').on(
      table.fibre,
      table.pattern,
      table.colourFamily,
      table.category,
      table.widthBand,
      table.weightBand,
      table.liveFabrics,
    ),
    index('catalog_facet_counts_fibre_colour_idx').on(
      table.fibre,
      table.colourFamily,
      table.pattern,
      table.category,
      table.widthBand,
      table.weightBand,
      table.liveFabrics,
    ),
    index('catalog_facet_counts_colour_pattern_idx').on(
      table.colourFamily,
      table.pattern,
      table.fibre,
      table.category,
      table.widthBand,
      table.weightBand,
      table.liveFabrics,
    ),
  ],
);

/**
 * Live fabrics per category, price step and facet choice, kept by statement-level triggers on
 * `fabrics` (migration 0048): each fabric counts once under each of its facets' choices ('' where
 * unstated; fibre '' once per fabric). A price step is a whole Rs. 100 (`fabric_price_step()`: even
 * steps are prices of exactly a hundred rupees, odd ones those between), so facet counts under a
 * price range of whole hundreds are sums over a few hundred rows, whatever the catalog's size.
 */
export const catalogPriceFacetCounts = pgTable(
  'catalog_price_facet_counts',
  {
    category: text('category').notNull(),
    priceStep: integer('price_step').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    liveFabrics: integer('live_fabrics').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'catalog_price_facet_counts_pkey',
      columns: [table.category, table.priceStep, table.facet, table.value],
    }),
    // A range over every category: an index-only scan along the price steps, the count last.
    index('catalog_price_facet_counts_price_idx').on(table.priceStep, table.facet, table.value, table.liveFabrics),
  ],
);
