import type { Fabric } from '@fabric-store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFabric, createTestApp, signUp, type TestContext } from '../../test-support/test-app';
import { createVariantStore } from '../modules/fabric-images/variant-store';
import { addDemoPhotos, demoLookOf } from './demo-photos';

describe('demo photos', () => {
  it.each([
    [
      'Flannel Cotton, Buffalo Check',
      'Brushed cotton flannel in a bold red-and-black check.',
      'cotton',
      ['#b3202a', '#17171a'],
      'check',
    ],
    ['Black Denim, Heavyweight 14 oz', 'Dense black twill.', 'denim', ['#17171a'], 'twill'],
    ['Heavy Linen Canvas, Natural', 'Unbleached canvas for bags.', 'linen', ['#d9ccb0'], 'weave'],
    ['Micro Velvet, Wine Red', 'Soft pile.', 'velvet', ['#6b1226'], 'sheen'],
    ['Cotton Poplin, Sky Stripes', 'Crisp shirting.', 'cotton', ['#8ec3e6'], 'stripes'],
  ])('draws %s in its own colours and pattern', (name, description, category, colours, pattern) => {
    expect(demoLookOf({ name, description, category })).toEqual({ colours, pattern });
  });

  it('draws from the colour family and pattern attributes where the words name neither', () => {
    const plain = { name: 'Mill Run 42', description: 'A dependable cloth.', category: 'linen' };
    expect(demoLookOf({ ...plain, colourFamily: 'green', pattern: 'check' })).toEqual({
      colours: ['#2f7d4a'],
      pattern: 'check',
    });
    // The words win where they say something: the poplin's stripes are sky blue whatever its family.
    expect(
      demoLookOf({ name: 'Cotton Poplin, Sky Stripes', description: '', category: 'cotton', colourFamily: 'green' }),
    ).toEqual({ colours: ['#8ec3e6'], pattern: 'stripes' });
  });

  describe('through the upload pipeline', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('gives a fabric without photos two, in its colours, and leaves one with photos alone', async () => {
      const vendor = await signUp(ctx.app, 'vendor');
      const fabric = await addFabric(ctx.app, vendor, {
        name: 'Flannel Cotton, Buffalo Check',
        description: 'Brushed cotton flannel in a bold red-and-black check.',
      });
      expect(await addDemoPhotos(ctx.database.db, createVariantStore(ctx.database.db, undefined))).toBe(2);
      expect(await addDemoPhotos(ctx.database.db, createVariantStore(ctx.database.db, undefined))).toBe(0);
      const shown: Fabric = (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json();
      expect(shown.images).toHaveLength(2);
      expect(shown.image).toBe(shown.images[0]?.url);
      expect(shown.images[0]?.srcset.split(', ')).toHaveLength(2);

      const cover = (await ctx.app.inject({ method: 'GET', url: shown.image })).rawPayload;
      const { channels } = await sharp(cover).stats();
      const [red, green, blue] = channels.map((channel) => channel.mean);
      // Red and black: red leads, and the picture is dark, not the grey checkerboard of before.
      expect(red).toBeGreaterThan((green ?? 0) * 2);
      expect(red).toBeGreaterThan((blue ?? 0) * 2);
    });
  });
});
