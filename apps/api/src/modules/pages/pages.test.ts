import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSourceRenderer } from '../../../test-support/source-renderer';
import { completeProfile, giveTaxProfile } from '../../../test-support/tax-profiles';
import {
  addFabric,
  createTestApp,
  moveOrderPart,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';
import { fabricSitemap } from './sitemap';

/**
 * The server-rendered pages, rendered by the storefront's own server entry: loaded here through
 * Vite from source, so that these tests need no build (the server imports the built one).
 */
const PUBLIC_URL = 'https://shop.example';

let source: Awaited<ReturnType<typeof loadSourceRenderer>>;
let ctx: TestContext;
let vendor: TestUser;

beforeAll(async () => {
  source = await loadSourceRenderer();
  ctx = await createTestApp({ storefrontRenderer: source.renderer, publicUrl: PUBLIC_URL });
  vendor = await signUp(ctx.app, 'vendor', { name: 'Loom House' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await source?.close();
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

/**
 * Checks that a sitemap is well-formed XML (its declaration, every element closed in order, every
 * `&` an entity) and returns the text of its <loc> elements. Sitemaps hold no comments or CDATA.
 */
function sitemapLocations(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name] of xml.slice(xml.indexOf('?>') + 2).matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

const attributeOf = (html: string, tag: RegExp) => tag.exec(html)?.[1];

describe('server-rendered pages', () => {
  it('renders a product with its price, stock, vendor, canonical URL and structured data', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Ajrakh <Block> Print', price: 1234.5, stock: 7 });
    const response = await page(`/product/${fabric._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Ajrakh &lt;Block&gt; Print · Fabric-Store</title>');
    expect(html).toMatch(/<h1[^>]*>Ajrakh &lt;Block&gt; Print<\/h1>/);
    expect(html).toContain('Rs. 1,234.50');
    expect(html).toContain('Loom House');
    expect(attributeOf(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/product/${fabric._id}`);
    expect(attributeOf(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${PUBLIC_URL}${fabric.image}`);
    const [product] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Ajrakh <Block> Print',
      offers: { price: '1234.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it("renders a name holding a replacement pattern ($` $' $& $$) as written, once, with the page data intact", async () => {
    const name = "Ikat $` $' $& $$ Mul";
    const fabric = await addFabric(ctx.app, vendor, { name, price: 410 });
    const html = (await page(`/product/${fabric._id}`)).body;
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    const escaped = 'Ikat $` $&#x27; $&amp; $$ Mul';
    expect(html).toContain(`<title>${escaped} · Fabric-Store</title>`);
    expect(html).toContain(`>${escaped}</h1>`);
    const pageData = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(pageData))).toContain(JSON.stringify(name).slice(1, -1));
  });

  it('renders a reviewed product with its reviews, and AggregateRating and Review in its structured data', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Reviewed Ikat', stock: 20 });
    const buyer = await signUp(ctx.app, 'customer', { name: 'Ravi Buyer' });
    const order = await placeOrder(ctx.app, buyer, [{ fabric_id: fabric._id, quantity: 1 }]);
    for (const status of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, order._id, status);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/fabrics/${fabric._id}/reviews`,
      headers: buyer.headers,
      payload: { rating: 4, body: 'Crisp weave, colours true.' },
    });
    const html = (await page(`/product/${fabric._id}`)).body;
    expect(html).toContain('Crisp weave, colours true.');
    const [product] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    expect(product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ravi Buyer' },
          reviewBody: 'Crisp weave, colours true.',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        },
      ],
    });

    // The vendor's reply is a change to the kept page: it shows at once, as the review did.
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/fabrics/${fabric._id}/reviews/${posted.json<{ _id: string }>()._id}/reply`,
      headers: vendor.headers,
      payload: { body: 'Thank you, Ravi! Wash it cold.' },
    });
    expect(replied.statusCode).toBe(200);
    expect((await page(`/product/${fabric._id}`)).body).toContain('Thank you, Ravi! Wash it cold.');
  });

  it('answers 404 with the not-found page for a missing product, a malformed id and an unknown path', async () => {
    for (const url of ['/product/6f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', '/product/not-an-id', '/no/such/page']) {
      const response = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Page not found');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
      expect(response.body.includes('Product not found.')).toBe(url.startsWith('/product/'));
    }
  });

  it('answers HEAD like GET, without a body, for every page', async () => {
    const fabric = await addFabric(ctx.app, vendor);
    const urls = ['/', '/products?page=2', `/product/${fabric._id}`, '/about', '/no/such/page', '/sitemap.xml'];
    for (const url of urls) {
      const [get, head] = [await page(url), await page(url, 'HEAD')];
      expect({ url, status: head.statusCode }).toEqual({ url, status: get.statusCode });
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });

  it('sends a kept page compressed as the browser accepts it, and a vendor’s change shows in it at once', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Compressed Chanderi', price: 700 });
    const url = `/product/${fabric._id}`;
    const browserReads = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('accept-encoding');
      return brotliDecompressSync(response.rawPayload).toString();
    };
    expect(await browserReads()).toBe((await page(url)).body);
    expect(await browserReads()).toContain('Rs. 700.00');

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { price: 650 },
    });
    expect(await browserReads()).toContain('Rs. 650.00');
  });

  it('shows a vendor’s new shop name on their product page at once', async () => {
    const renamed = await signUp(ctx.app, 'vendor', { name: 'Old Loom' });
    const fabric = await addFabric(ctx.app, renamed, { name: 'Renamed Vendor Cotton', price: 300 });
    expect((await page(`/product/${fabric._id}`)).body).toContain('Old Loom');

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update',
      headers: renamed.headers,
      payload: { name: 'New Loom', email: renamed.email },
    });
    expect(updated.statusCode).toBe(200);
    const body = (await page(`/product/${fabric._id}`)).body;
    expect(body).toContain('New Loom');
    expect(body).not.toContain('Old Loom');
  });

  it('says where an unregistered vendor ships on their product page as soon as the profile is saved', async () => {
    const local = await signUp(ctx.app, 'vendor', { name: 'Surat Weaves' });
    const fabric = await addFabric(ctx.app, local, { name: 'Local Georgette', price: 300 });
    expect((await page(`/product/${fabric._id}`)).body).not.toContain('Ships within');

    await giveTaxProfile(ctx.app, local, completeProfile('Gujarat', { gstin: null }));
    expect((await page(`/product/${fabric._id}`)).body).toContain('Ships within Gujarat only');
  });

  it('renders the same page for a signed-in shopper as for a visitor: nothing user-specific is rendered or kept', async () => {
    const shopper = await signUp(ctx.app, 'customer', { name: 'Private Shopper' });
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/about', headers: shopper.headers });
    expect(signedIn.body).not.toContain('Private Shopper');
    expect(signedIn.body).toBe((await page('/about')).body);
  });

  it('shows a vendor price change on the product page at once, and a change made elsewhere within CATALOG_CACHE_MS', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Repriced Silk', price: 500 });
    expect((await page(`/product/${fabric._id}`)).body).toContain('Rs. 500.00');

    // Through this process: the write clears the cache, as it does the catalog's.
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { name: 'Repriced Silk', price: 450, stock: 10, description: 'Soft', image: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await page(`/product/${fabric._id}`)).body).toContain('Rs. 450.00');

    // Through another process (here, the database directly): the kept page may be up to the TTL old.
    await ctx.database.db.execute(sql`update fabrics set price_paise = 40000 where id = ${fabric._id}`);
    expect((await page(`/product/${fabric._id}`)).body).toContain('Rs. 450.00');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await page(`/product/${fabric._id}`)).body).toContain('Rs. 400.00');
  });
});

describe('robots.txt and sitemaps', () => {
  it('points crawlers at the sitemap and keeps them out of the private screens', async () => {
    const response = await page('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /vendor');
  });

  it('lists every live fabric once, in child sitemaps, and once across reads of a few rows each', async () => {
    const vendorId = vendor._id;
    await ctx.database.db.execute(sql`insert into fabrics (vendor_id, name, category, price_paise, stock)
      select ${vendorId}, 'Sitemap fabric ' || g, 'cotton', 1000, 1 from generate_series(1, 60) g`);
    const deleted = await addFabric(ctx.app, vendor, { name: 'Soon gone' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${deleted._id}`, headers: vendor.headers });
    const live = await queryRows<{ id: string }>(ctx.database.db, sql`select id from fabrics where deleted_at is null`);
    const liveIds = new Set(live.map((row) => row.id));

    const children = sitemapLocations((await page('/sitemap.xml')).body);
    expect(children).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/fabrics-1-of-1.xml`]);

    const productIdsIn = async (file: string) => {
      const response = await page(file);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = sitemapLocations(response.body);
      expect(locs.length).toBeLessThanOrEqual(50_000);
      return locs.map((loc) => loc.replace(`${PUBLIC_URL}/product/`, ''));
    };
    const whole = await productIdsIn('/sitemaps/fabrics-1-of-1.xml');
    expect(whole).toHaveLength(liveIds.size);
    expect(new Set(whole)).toEqual(liveIds);

    // Split three ways, the slices of the id space cover the catalog exactly once.
    const thirds = [
      ...(await productIdsIn('/sitemaps/fabrics-1-of-3.xml')),
      ...(await productIdsIn('/sitemaps/fabrics-2-of-3.xml')),
      ...(await productIdsIn('/sitemaps/fabrics-3-of-3.xml')),
    ];
    expect(thirds).toHaveLength(liveIds.size);
    expect(new Set(thirds)).toEqual(liveIds);

    expect(sitemapLocations((await page('/sitemaps/pages.xml')).body)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/products`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/shipping`,
      `${PUBLIC_URL}/returns`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/sell`,
    ]);
    expect((await page('/sitemaps/fabrics-4-of-3.xml')).statusCode).toBe(404);

    // Read 7 rows at a time rather than 5,000, as a store of many thousands is: each read starts
    // after the last id of the one before, and together they list every live fabric once.
    let streamed = '';
    for await (const chunk of fabricSitemap(ctx.database.db, PUBLIC_URL, 0, 1, 7)) streamed += chunk;
    const read = sitemapLocations(streamed).map((loc) => loc.replace(`${PUBLIC_URL}/product/`, ''));
    expect(read).toHaveLength(liveIds.size);
    expect(new Set(read)).toEqual(liveIds);
  });
});

describe('a server-rendered page in the chosen language', () => {
  const pageData = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');

  it('arrives in Hindi at ?lang=hi, with <html lang="hi"> and the catalogue for the first render in the page data', async () => {
    const html = (await page('/about?lang=hi')).body;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('हमारे बारे में');
    expect(html).toContain('मुफ़्त डिलीवरी');
    expect(pageData(html).language).toBe('hi');
    expect(pageData(html).catalogue.common.nav.home).toBe('होम');
  });

  it('renders a product’s calculator and reviews in Hindi, their words left out of the page data for the parts to load', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Mulmul in Hindi', stock: 20 });
    const html = (await page(`/product/${fabric._id}?lang=hi`)).body;
    expect(html).toContain('मुझे कितना कपड़ा चाहिए?');
    expect(html).toContain('अभी कोई समीक्षा नहीं।');
    expect(Object.keys(pageData(html).catalogue)).toEqual(['common', 'shop']);
  });

  it('lists both languages as alternates, Hindi at ?lang=hi and its canonical there', async () => {
    const html = (await page('/about?lang=hi')).body;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about?lang=hi"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/about"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="${PUBLIC_URL}/about?lang=hi"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}/about"/>`);
  });

  it('lists each page of the sitemaps in both languages, Hindi at ?lang=hi, the English address the x-default', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Sitemap Chanderi' });
    const alternates = (origin: string) =>
      ['en', 'hi', 'x-default']
        .map((hreflang) => {
          const href = hreflang === 'hi' ? `${origin}?lang=hi` : origin;
          return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"></xhtml:link>`;
        })
        .join('');
    const pages = (await page('/sitemaps/pages.xml')).body;
    expect(pages).toContain(`<url><loc>${PUBLIC_URL}/about</loc>${alternates(`${PUBLIC_URL}/about`)}</url>`);
    const product = `${PUBLIC_URL}/product/${fabric._id}`;
    const fabrics = (await page('/sitemaps/fabrics-1-of-1.xml')).body;
    expect(fabrics).toMatch(new RegExp(`<url><loc>${product}</loc><lastmod>[^<]+</lastmod>`));
    expect(fabrics).toContain(`</lastmod>${alternates(product)}</url>`);
  });

  it("answers a first visit in the browser's language, a chosen one over it, and says the answer varies with both", async () => {
    const visit = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/about', headers });
    const first = await visit({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(first.body).toContain('<html lang="hi">');
    expect(first.headers.vary).toContain('accept-language');
    expect(first.headers.vary).toContain('cookie');
    expect((await visit({ 'accept-language': 'hi-IN', cookie: 'lang=en' })).body).toContain('<html lang="en">');
  });

  it('follows the lang cookie the header switch writes, and stays English, with no catalogue, when nothing asks', async () => {
    const chosen = await ctx.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'lang=hi' } });
    expect(chosen.body).toContain('<html lang="hi">');
    const english = (await page('/about')).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Free Delivery');
    expect(english).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about"/>`);
    expect(english).not.toContain('"catalogue"');
  });
});
