// The least to compare the filtered catalog page with: node:http and node-postgres running the
// API's own statement for that page, on the API's own generic-plan pool, with the rows written into
// the API's JSON by hand. No framework, ORM, validation, cache or security headers: about the least
// a Node server must do for this page. It serves only the bench's filtered shape (a category and a
// price range, price ascending), in WORKERS processes as the API's own. Started by startMinimalPageServer.
import { createServer } from 'node:http';
import { paiseToRupees } from '@fabric-store/shared';
import { Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../src/db/client';
import { browsePageQuery, type ListQuery, placeholderValues } from '../src/modules/fabrics/service';
import { fabricImage } from '../src/modules/swatches/swatch';
import { serveInWorkers } from './serve-in-workers';

/** A row as the page's statement returns it, in its select's order, every value as PostgreSQL's text. */
type PageRow = [string, string, string, string, string, string, string, string, string, string, string];

const asText = { getTypeParser: () => (value: string) => value };

function queryOf(url: URL): ListQuery {
  const number = (name: string) => Number(url.searchParams.get(name));
  const category = url.searchParams.get('category') ?? undefined;
  return {
    category,
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    sort: 'price_asc',
    page: 1,
    limit: 24,
  };
}

/** The API's JSON for one fabric (`toFabric`, serialised), keys in the same order. */
function fabricJson([
  id,
  name,
  description,
  category,
  pricePaise,
  stock,
  image,
  createdAt,
  vendorId,
  vendorName,
]: PageRow) {
  const text = JSON.stringify;
  const price = paiseToRupees(Number(pricePaise));
  const picture = fabricImage({ image, category, id });
  const created = new Date(createdAt).toISOString();
  return `{"_id":"${id}","name":${text(name)},"price":${price},"description":${text(description)},"image":${text(picture)},"stock":${stock},"category":${text(category)},"vendor":{"_id":"${vendorId}","name":${text(vendorName)}},"createdAt":"${created}"}`;
}

serveInWorkers(Number(process.env.WORKERS ?? 1), async (onListening) => {
  const { genericPlanDb } = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  // drizzle's `$client` is the pool under it: the API's generic-plan pool, five connections.
  const pool = (genericPlanDb as unknown as { $client: pg.Pool }).$client;
  const sample = queryOf(new URL('http://minimal/?category=silk&minPrice=1&maxPrice=2'));
  const statement = browsePageQuery(genericPlanDb, sample).toSQL();
  const valuesOf = (query: ListQuery) => {
    const named: Record<string, unknown> = placeholderValues(query);
    return statement.params.map((param) => (param instanceof Placeholder ? named[param.name] : param));
  };

  createServer(async (request, response) => {
    const query = queryOf(new URL(request.url ?? '/', 'http://minimal'));
    const { rows } = await pool.query<PageRow>({
      name: 'minimal_page',
      text: statement.sql,
      values: valuesOf(query),
      rowMode: 'array',
      types: asText,
    });
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': rows[0]?.[10] ?? '0',
    });
    response.end(`[${rows.map(fabricJson).join(',')}]`);
  }).listen(Number(process.env.PORT), '127.0.0.1', onListening);
});
