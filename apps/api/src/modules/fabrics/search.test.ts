import type { Fabric } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFabric, createTestApp, signUp, type TestContext, type TestUser } from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await signUp(ctx.app, 'vendor');
});
afterAll(() => ctx.close());

/** search.ts's limit: a prefix standing for more indexed words than this is matched by the planner. */
const MAX_TERMS_PER_PREFIX = 32;

/** A word no other test's fabric contains, so each test searches its own fabrics only. */
let tagCount = 0;
const uniqueTag = () => `q${Date.now().toString(36)}x${(tagCount++).toString(36)}`;

async function search(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?${query}` });
  expect(response.statusCode).toBe(200);
  return {
    names: response.json<Fabric[]>().map((fabric) => fabric.name),
    total: Number(response.headers['x-total-count']),
    exact: response.headers['x-total-count-exact'] !== 'false',
  };
}

const q = (text: string, rest = '') => `q=${encodeURIComponent(text)}${rest}`;

describe('catalog search', () => {
  it('finds fabrics by the start of any word of their name, description or category, in any case', async () => {
    const tag = uniqueTag();
    await addFabric(ctx.app, vendor, {
      name: `${tag} Ajrakh Mulmul`,
      description: 'Block printed by hand',
      category: 'cotton',
    });

    expect((await search(q(tag.toUpperCase()))).names).toEqual([`${tag} Ajrakh Mulmul`]);
    expect((await search(q(`${tag} ajr`))).total).toBe(1);
    expect((await search(q(`${tag} BLOCK`))).total).toBe(1);
    expect((await search(q(`${tag} cott`))).total).toBe(1);
    // The middle of a word is not the start of one.
    expect((await search(q(`${tag} rakh`))).total).toBe(0);
  });

  it('needs every word, in any order, and lists a fabric once however many of its words match', async () => {
    const tag = uniqueTag();
    await addFabric(ctx.app, vendor, { name: `${tag} silk silky sari`, category: 'silk', price: 900 });
    await addFabric(ctx.app, vendor, { name: `${tag} cotton sari`, category: 'cotton', price: 400 });

    expect(await search(q(`sari ${tag}`))).toMatchObject({ total: 2, exact: true });
    expect((await search(q(`${tag} silk`))).names).toEqual([`${tag} silk silky sari`]);
    expect((await search(q(`${tag} sil sari`))).names).toEqual([`${tag} silk silky sari`]);
    expect((await search(q(`${tag} silk wool`))).names).toEqual([]);
    // The first word's prefix stands for "silk" and "silky": still one fabric, counted once.
    expect(await search(q(`${tag}-sil`))).toMatchObject({ names: [`${tag} silk silky sari`], total: 1 });
  });

  it('combines with category and price, in every sort order', async () => {
    const tag = uniqueTag();
    for (const [price, category] of [
      [300, 'linen'],
      [700, 'silk'],
      [1100, 'silk'],
      [1500, 'silk'],
    ] as const) {
      await addFabric(ctx.app, vendor, { name: `${tag} ${category} ${price}`, category, price });
    }
    const filter = '&category=silk&minPrice=500&maxPrice=1200';
    const newest = await search(q(tag, filter));
    expect(newest).toMatchObject({ names: [`${tag} silk 1100`, `${tag} silk 700`], total: 2 });
    expect((await search(q(tag, `${filter}&sort=price_desc`))).names).toEqual([`${tag} silk 1100`, `${tag} silk 700`]);
    expect((await search(q(tag, `${filter}&sort=price_asc`))).names).toEqual([`${tag} silk 700`, `${tag} silk 1100`]);
    expect((await search(q(tag, `&sort=name&limit=2&page=2`))).names).toEqual([`${tag} silk 1500`, `${tag} silk 700`]);
    expect((await search(q(tag, '&limit=1&page=3'))).names).toEqual([`${tag} silk 700`]);
  });

  it('follows a fabric as its vendor renames it, reprices it and deletes it', async () => {
    const tag = uniqueTag();
    const fabric = await addFabric(ctx.app, vendor, { name: `${tag} Chanderi`, price: 800 });
    const update = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers, payload });

    await update({ name: `${tag} Maheshwari`, price: 1200 });
    expect((await search(q(`${tag} chanderi`))).total).toBe(0);
    expect((await search(q(`${tag} maheshwari`))).names).toEqual([`${tag} Maheshwari`]);
    expect((await search(q(tag, '&maxPrice=1000'))).total).toBe(0);
    expect((await search(q(tag, '&minPrice=1000'))).total).toBe(1);

    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers });
    expect((await search(q(tag))).total).toBe(0);
  });

  it('still answers in order, with the right total, when a short prefix stands for many words', async () => {
    const tag = uniqueTag();
    const count = MAX_TERMS_PER_PREFIX + 2;
    for (let i = 0; i < count; i++) await addFabric(ctx.app, vendor, { name: `${tag}w${i} Voile` });

    const page = await search(q(tag, '&limit=3'));
    expect(page).toMatchObject({ total: count, exact: true });
    expect(page.names).toEqual([`${tag}w${count - 1} Voile`, `${tag}w${count - 2} Voile`, `${tag}w${count - 3} Voile`]);
    expect((await search(q(`${tag}w1`))).total).toBe(11);
  });

  it('answers searches of more shapes (words × filters) than the server keeps prepared', async () => {
    const tag = uniqueTag();
    const words = [tag, ...'abcdefghijkl'.split('').map((letter) => `k${letter}`)];
    await addFabric(ctx.app, vendor, { name: tag, description: words.join(' '), category: 'linen', price: 500 });
    const filters = ['', '&category=linen', '&minPrice=100', '&maxPrice=900'];
    for (let count = 1; count <= words.length; count++) {
      for (let mask = 0; mask < 8; mask++) {
        const chosen = filters.slice(1).filter((_, bit) => mask & (1 << bit));
        const found = await search(q(words.slice(0, count).join(' '), chosen.join('')));
        expect(found, `${count} words, filters ${chosen.join('')}`).toMatchObject({
          total: 1,
          names: [tag],
        });
      }
    }
  });

  it('matches nothing for a search with no letters or digits', async () => {
    expect(await search(q('%_!? '))).toEqual({ names: [], total: 0, exact: true });
  });
});

describe('a fabric in Hindi', () => {
  const update = (id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${id}`, headers: vendor.headers, payload });

  it('keeps the vendor’s optional Hindi name and description, answers them, and clears them when emptied', async () => {
    const plain = await addFabric(ctx.app, vendor, { name: `${uniqueTag()} Plain Mulmul` });
    expect(plain).not.toHaveProperty('nameHi');
    const tag = uniqueTag();
    const fabric = await addFabric(ctx.app, vendor, {
      name: `${tag} Banarasi Silk`,
      category: 'silk',
      nameHi: ' बनारसी रेशम <b>साड़ी</b> ',
      descriptionHi: 'हाथ से बुना हुआ',
    });
    // Kept as text, trimmed; every screen escapes it where it shows it.
    expect(fabric).toMatchObject({ nameHi: 'बनारसी रेशम <b>साड़ी</b>', descriptionHi: 'हाथ से बुना हुआ' });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` });
    expect(read.json()).toMatchObject({ nameHi: 'बनारसी रेशम <b>साड़ी</b>' });

    const tooLong = await update(fabric._id, { nameHi: 'क'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_TOO_BIG',
      field: 'nameHi',
      message: 'nameHi: Name in Hindi must be at most 120 characters',
    });
    const cleared = await update(fabric._id, { nameHi: '', descriptionHi: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('nameHi');
    expect(cleared.json()).not.toHaveProperty('descriptionHi');
  });

  it('is found by the words of its Hindi name, nukta and vowel signs and all, and follows a change of it', async () => {
    const tag = uniqueTag();
    const fabric = await addFabric(ctx.app, vendor, {
      name: `${tag} Chanderi`,
      category: 'silk',
      nameHi: 'चंदेरी साड़ी का कपड़ा',
    });
    expect((await search(q(`${tag} चंदेरी`))).names).toEqual([`${tag} Chanderi`]);
    expect((await search(q(`${tag} साड़ी`))).names).toEqual([`${tag} Chanderi`]);
    // A nukta typed as its own sign (ड + ़) is the same word as the precomposed letter.
    expect((await search(q(`${tag} कपड\u093C\u093E`))).total).toBe(1);
    expect((await search(q(`${tag} चंद`))).total).toBe(1);
    await update(fabric._id, { nameHi: 'माहेश्वरी' });
    expect((await search(q(`${tag} चंदेरी`))).total).toBe(0);
    expect((await search(q(`${tag} माहेश्वरी`))).total).toBe(1);
  });

  it('finds fabrics by the Hindi words for their fibre: रेशम silk, सूती cotton, लिनन linen, खादी khadi', async () => {
    const tag = uniqueTag();
    await addFabric(ctx.app, vendor, { name: `${tag} Mysore Silk`, category: 'silk' });
    await addFabric(ctx.app, vendor, { name: `${tag} Sanganeri Print`, category: 'cotton' });
    await addFabric(ctx.app, vendor, { name: `${tag} Irish Weave`, category: 'linen' });
    await addFabric(ctx.app, vendor, { name: `${tag} Khadi Handloom`, category: 'cotton' });

    expect((await search(q(`${tag} रेशम`))).names).toEqual([`${tag} Mysore Silk`]);
    expect((await search(q(`${tag} रेशमी`))).names).toEqual([`${tag} Mysore Silk`]);
    expect((await search(q(`${tag} सूती`))).names.sort()).toEqual([`${tag} Khadi Handloom`, `${tag} Sanganeri Print`]);
    expect((await search(q(`${tag} लिनन`))).names).toEqual([`${tag} Irish Weave`]);
    expect((await search(q(`${tag} खादी`))).names).toEqual([`${tag} Khadi Handloom`]);
    expect((await search(q(`${tag} छपाई`))).names).toEqual([`${tag} Sanganeri Print`]);
  });
});
