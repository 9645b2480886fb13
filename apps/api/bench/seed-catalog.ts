import { COLOUR_FAMILIES, CONSTRUCTIONS, PATTERNS as FABRIC_PATTERNS } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { createUsersDirectly } from '../test-support/direct-users';

export const CATEGORIES = ['cotton', 'silk', 'linen', 'wool', 'denim', 'chiffon', 'velvet'] as const;
/** Every seeded fabric starts with this much stock: enough that no benchmark run sells out. */
export const INITIAL_STOCK = 1_000_000;
/** The search scenario's word: one of PATTERNS, so about 1 fabric in PATTERNS.length mentions it. */
export const SEARCH_WORD = 'ikat';

const COLOURS = [
  'indigo',
  'saffron',
  'ivory',
  'maroon',
  'teal',
  'mustard',
  'emerald',
  'charcoal',
  'rose',
  'olive',
  'navy',
  'coral',
  'beige',
  'plum',
  'rust',
  'sky',
  'mint',
  'ochre',
  'lilac',
  'sand',
];
const FINISHES = [
  'handwoven',
  'printed',
  'embroidered',
  'dyed',
  'brushed',
  'washed',
  'textured',
  'sheer',
  'heavy',
  'soft',
  'striped',
  'checked',
  'plain',
  'quilted',
  'crinkled',
];
// 'ikat' is in no other word list, so the search word matches only this pattern.
const PATTERNS = [
  'ikat',
  'paisley',
  'floral',
  'bandhani',
  'block print',
  'chevron',
  'polka dot',
  'herringbone',
  'damask',
  'batik',
  'leheriya',
  'kalamkari',
  'geometric',
  'pinstripe',
  'tartan',
  'houndstooth',
  'jacquard',
  'abstract',
  'leaf',
  'mandala',
  'zigzag',
  'border',
  'buta',
  'ajrakh',
  'solid',
];
const USES = ['kurtas', 'sarees', 'shirts', 'dresses', 'curtains', 'cushions', 'jackets', 'scarves', 'quilts'];

const VENDOR_COUNT = 8;
const CUSTOMER_COUNT = 400;
/** Rows per insert statement: a million rows in one statement would hold them all in memory at once. */
const ROWS_PER_STATEMENT = 100_000;
/** Fabrics the by-id, cart and checkout scenarios rotate over. */
const SAMPLE_SIZE = 2_000;

const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** A random element of a text array literal, chosen per row. */
const pick = (words: readonly string[]) => sql`(${textArray(words)})[1 + floor(random() * ${words.length})::int]`;

/** Each category's main fibre, in CATEGORIES' order: a silk is mostly silk, a denim cotton, a chiffon polyester. */
const MAIN_FIBRES = ['cotton', 'silk', 'linen', 'wool', 'cotton', 'polyester', 'viscose'] as const;
/** What a blend adds to its main fibre (elastane when it would repeat the main one). */
const BLEND_FIBRES = ['elastane', 'polyester', 'silk', 'cotton', 'linen', 'viscose', 'nylon'] as const;
export const BENCH_COLOUR_FAMILIES = COLOUR_FAMILIES;
export const BENCH_PATTERNS = FABRIC_PATTERNS;
/** The fibres the three-facet scenarios ask for: the ones most fabrics hold. */
export const BENCH_FIBRES = ['cotton', 'silk', 'linen', 'wool', 'polyester'] as const;

const ATTRIBUTE_COLUMNS = sql.raw(
  'composition, fibres, width_cm, weight_gsm, construction, pattern, colour_family, care_notes',
);

/**
 * Issue 18's attributes drawn per row: a main fibre by category, blended with a second in one
 * fabric of three; a colour family and a pattern from the store's lists; a loom width; a weight.
 */
const generatedAttributes = sql`${pick(BENCH_COLOUR_FAMILIES)} as colour_family, ${pick(FABRIC_PATTERNS)} as fabric_pattern,
  ${pick(BLEND_FIBRES)} as blend_fibre, random() < 0.33 as blended, 5 + floor(random() * 41)::int as blend_percent,
  ${pick(['90', '110', '112', '140', '147', '150', '180'])}::smallint as width_cm,
  30 + floor(random() * 471)::smallint as weight_gsm, ${pick(CONSTRUCTIONS)} as construction`;

const mainFibre = sql`(${textArray(MAIN_FIBRES)})[array_position(${textArray(CATEGORIES)}, category)]`;
const secondFibre = sql`(case when blend_fibre = ${mainFibre} then 'elastane' else blend_fibre end)`;

/** The attribute columns of one generated row, as the vendor's service would write them. */
const attributeValues = sql`
  case when blended then jsonb_build_array(
      jsonb_build_object('fibre', ${mainFibre}, 'percent', 100 - blend_percent),
      jsonb_build_object('fibre', ${secondFibre}, 'percent', blend_percent))
    else jsonb_build_array(jsonb_build_object('fibre', ${mainFibre}, 'percent', 100)) end,
  case when blended then array[${mainFibre}, ${secondFibre}] else array[${mainFibre}] end,
  width_cm, weight_gsm, construction, fabric_pattern, colour_family, 'Dry clean or hand wash cold.'`;

export interface SeededCatalog {
  seconds: number;
  customers: { id: string; token: string }[];
  /** A random sample of fabric ids, for the scenarios that need existing fabrics. */
  fabricIds: string[];
  /** A vendor and one of its fabrics, for the photo upload. */
  photoOwner: { token: string; fabricId: string };
}

/**
 * Fills an empty, migrated database with `count` fabrics from a few vendors, using set-based
 * inserts (generate_series) so a million rows take one statement per ROWS_PER_STATEMENT, with the
 * indexes built once afterwards; then vacuums and analyzes.
 */
export async function seedCatalog(db: Database, count: number): Promise<SeededCatalog> {
  const started = performance.now();
  const vendors = await createUsersDirectly(db, VENDOR_COUNT, 'vendor');
  const customers = await createUsersDirectly(db, CUSTOMER_COUNT, 'customer');
  const vendorIds = sql`array[${sql.join(
    vendors.map((vendor) => sql`${vendor.id}::uuid`),
    sql`, `,
  )}]`;

  const rebuildIndexes = await dropCatalogIndexes(db);
  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(count, first + ROWS_PER_STATEMENT - 1);
    await db.execute(sql`
      insert into fabrics (vendor_id, name, description, category, price_paise, stock, created_at, updated_at,
        ${ATTRIBUTE_COLUMNS})
      select (${vendorIds})[1 + i % ${VENDOR_COUNT}], initcap(colour || ' ' || finish || ' ' || category),
        'A ' || finish || ' ' || category || ' fabric with a ' || pattern || ' pattern, ideal for ' || use || '.',
        category, price_paise, ${INITIAL_STOCK}, created_at, created_at, ${attributeValues}
      from (
        select i, ${pick(COLOURS)} as colour, ${pick(FINISHES)} as finish, ${pick(PATTERNS)} as pattern,
          ${pick(USES)} as use, ${pick(CATEGORIES)} as category,
          10000 + floor(random() * 490001)::int as price_paise,
          now() - random() * interval '365 days' as created_at, ${generatedAttributes}
        from generate_series(${first}::int, ${last}::int) as i
      ) as generated`);
  }
  await rebuildIndexes();
  // VACUUM as autovacuum would after a bulk insert: it sets the visibility map, without which the
  // capped totals cannot be counted from an index alone. ANALYZE gives the planner the real sizes.
  await db.execute(sql`vacuum analyze`);
  const sample = await queryRows<{ id: string }>(
    db,
    sql`select id from fabrics tablesample bernoulli (${samplePercent(count)}) limit ${SAMPLE_SIZE}`,
  );
  const [owner] = vendors;
  const [owned] = owner
    ? await queryRows<{ id: string }>(db, sql`select id from fabrics where vendor_id = ${owner.id} limit 1`)
    : [];
  if (!owner || !owned) throw new Error('the seeded catalog has no fabric of its first vendor');
  return {
    seconds: (performance.now() - started) / 1000,
    customers,
    fabricIds: sample.map((row) => row.id),
    photoOwner: { token: owner.token, fabricId: owned.id },
  };
}

/**
 * Drops the catalog's indexes other than the fabrics' primary key, and the search index's keys,
 * and answers a function that recreates them from their own definitions (pg_indexes.indexdef,
 * pg_get_constraintdef), so the seeded tables end up with exactly what the migrations made but
 * build each index once: updating them row by row made the insert several times slower, and
 * checking the search index's foreign key for every word slower again (13.6 s per 100,000
 * fabrics with its keys and indexes, 2.2 s without them, on PostgreSQL).
 */
async function dropCatalogIndexes(db: Database): Promise<() => Promise<void>> {
  const keys = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'fabric_search_terms'::regclass and contype in ('p', 'f') order by contype desc`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ('fabrics', 'fabric_search_terms')
        and indexname not in (select conname from pg_constraint)`,
  );
  for (const key of keys) {
    await db.execute(sql`alter table fabric_search_terms drop constraint ${sql.identifier(key.name)}`);
  }
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return async () => {
    for (const key of keys) {
      await db.execute(
        sql`alter table fabric_search_terms add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
      );
    }
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  };
}

/** Enough of the table to hold SAMPLE_SIZE rows, with room for chance. */
function samplePercent(count: number): number {
  return Math.min(100, ((SAMPLE_SIZE * 2) / count) * 100);
}
