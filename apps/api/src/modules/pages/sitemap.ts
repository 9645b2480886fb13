import { LANGUAGES, pathInLanguage } from '@fabric-store/shared/languages';
import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogCounts, fabrics } from '../../db/schema';

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/**
 * How many fabrics a child sitemap is meant to hold. Files split the id space evenly and ids are
 * random (gen_random_uuid), so a file holds this many give or take a few hundred at a million
 * fabrics; the gap up to 50,000 is far more than chance ever fills.
 */
const FABRICS_PER_SITEMAP = 40_000;

/** Rows read per query while a sitemap streams: memory stays flat however large the catalog. */
const ROWS_PER_READ = 5_000;

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How many child sitemaps list the catalog now (at least one, so an empty store has a valid index). */
export async function fabricSitemapCount(db: Database): Promise<number> {
  const [all] = await db
    .select({ live: catalogCounts.liveFabrics })
    .from(catalogCounts)
    .where(eq(catalogCounts.category, ''));
  return Math.max(1, Math.ceil((all?.live ?? 0) / FABRICS_PER_SITEMAP));
}

/** The child sitemaps' paths. Each carries the number of files, so its id range never shifts under a crawler. */
export const fabricSitemapPath = (file: number, files: number) => `/sitemaps/fabrics-${file + 1}-of-${files}.xml`;

/** The first id of file `file` of `files`: an even slice of the uuid space, by its first 32 bits. */
function firstIdOf(file: number, files: number): string {
  const prefix = Math.floor((file * 2 ** 32) / files)
    .toString(16)
    .padStart(8, '0');
  return `${prefix}-0000-0000-0000-000000000000`;
}

export async function* sitemapIndex(origin: string, files: number): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  yield `<sitemap><loc>${xmlText(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>\n`;
  for (let file = 0; file < files; file += 1) {
    yield `<sitemap><loc>${xmlText(`${origin}${fabricSitemapPath(file, files)}`)}</loc></sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * A page's addresses in each language (English bare, Hindi `?lang=hi`) and the x-default, as the
 * alternates of its `<url>`: the Hindi pages are listed without counting against a file's 50,000 URLs.
 */
function languageAlternates(origin: string, path: string): string {
  return [...LANGUAGES, 'x-default' as const]
    .map((hreflang) => {
      const href = xmlText(`${origin}${pathInLanguage(path, hreflang === 'x-default' ? 'en' : hreflang)}`);
      return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"></xhtml:link>`;
    })
    .join('');
}

/** The store's own pages (`paths`: home, the catalog and About Us). */
export async function* pagesSitemap(origin: string, paths: readonly string[]): AsyncGenerator<string> {
  yield URLSET_START;
  for (const path of paths) {
    yield `<url><loc>${xmlText(`${origin}${path}`)}</loc>${languageAlternates(origin, path)}</url>\n`;
  }
  yield '</urlset>\n';
}

/**
 * One child sitemap: the live fabrics whose ids fall in its slice, read in id order a few thousand
 * at a time (each read starts after the last id of the one before) and written as they come.
 */
export async function* fabricSitemap(
  db: Database,
  origin: string,
  file: number,
  files: number,
  rowsPerRead = ROWS_PER_READ,
) {
  const end = file + 1 < files ? firstIdOf(file + 1, files) : undefined;
  yield URLSET_START;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: fabrics.id, updatedAt: fabrics.updatedAt })
      .from(fabrics)
      .where(
        and(
          isNull(fabrics.deletedAt),
          sql`${fabrics.listed}`,
          after === undefined ? gte(fabrics.id, firstIdOf(file, files)) : gt(fabrics.id, after),
          end === undefined ? undefined : lt(fabrics.id, end),
        ),
      )
      .orderBy(asc(fabrics.id))
      .limit(rowsPerRead);
    let chunk = '';
    for (const row of rows) {
      const path = `/product/${row.id}`;
      chunk += `<url><loc>${xmlText(`${origin}${path}`)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>${languageAlternates(origin, path)}</url>\n`;
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < rowsPerRead) break;
    after = last.id;
  }
  yield '</urlset>\n';
}

/** Crawlers may read the public pages; the private screens and the API are no use to them. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /order-confirmation/',
    'Disallow: /vendor',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
