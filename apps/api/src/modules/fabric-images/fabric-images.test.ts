import type { Fabric, FabricImage, Return } from '@fabric-store/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test-support/s3-server';
import {
  addFabric,
  createTestApp,
  moveOrderPart,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { drawPhoneJpeg, drawPhoto, photoUpload, readPhoneHeic } from '../../../test-support/test-photos';
import { fabricImages, fabricImageVariants } from '../../db/schema';
import { createVariantStore, type VariantStore } from './variant-store';

/**
 * The same suite for both variant stores: the database (the default) and an S3-compatible server
 * (s3rver, from npm) reached through the AWS SDK. `stored` counts what each keeps.
 */
describe.each(['database', 's3'] as const)('photos kept in the %s store', (storeKind) => {
  let ctx: TestContext;
  let vendor: TestUser;
  let s3: TestS3Server | undefined;
  let store: VariantStore;

  beforeAll(async () => {
    s3 = storeKind === 's3' ? await startS3Server() : undefined;
    // Caches far longer than the suite: what a photo change shows, it shows because the change cleared them.
    ctx = await createTestApp({ s3: s3?.settings, catalogCacheMs: 60_000 });
    store = createVariantStore(ctx.database.db, s3?.settings);
    vendor = await signUp(ctx.app, 'vendor');
  });
  afterAll(async () => {
    await ctx.close();
    await s3?.close();
  });

  const imagesUrl = (fabricId: string) => `/api/fabrics/vendor/fabrics/${fabricId}/images`;

  function upload(fabricId: string, bytes: Buffer, as: TestUser = vendor, filename = 'photo.jpg', type = 'image/jpeg') {
    const { payload, headers } = photoUpload(bytes, filename, type);
    return ctx.app.inject({
      method: 'POST',
      url: imagesUrl(fabricId),
      payload,
      headers: { ...headers, ...as.headers },
    });
  }

  async function uploaded(fabricId: string, bytes: Buffer): Promise<FabricImage> {
    const response = await upload(fabricId, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const shopperView = async (fabricId: string): Promise<Fabric> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabricId}` })).json();

  /** The fabric's card on the catalog's first page, a page the catalog cache keeps. */
  const catalogCard = async (fabricId: string): Promise<Fabric | undefined> =>
    (await ctx.app.inject({ method: 'GET', url: '/api/fabrics?limit=100' }))
      .json<Fabric[]>()
      .find((fabric) => fabric._id === fabricId);

  async function storedRows() {
    const [images] = await ctx.database.db.select({ n: count() }).from(fabricImages);
    const [variants] = await ctx.database.db.select({ n: count() }).from(fabricImageVariants);
    return { images: images?.n, variants: variants?.n, objects: (await s3?.objectKeys())?.length };
  }

  /** The objects in the S3 store holding one photo's variants (none in the database store). */
  async function objectsNamedIn(image: FabricImage) {
    const hashes = [image.srcset, image.avifSrcset].flatMap((srcset) =>
      srcset.split(', ').map((entry) => /([0-9a-f]{32})/.exec(entry)?.[1]),
    );
    return ((await s3?.objectKeys()) ?? []).filter((key) => hashes.some((hash) => hash && key.includes(hash)));
  }

  async function fetchVariant(url: string) {
    const response = await ctx.app.inject({ method: 'GET', url });
    return { response, bytes: response.rawPayload };
  }

  describe('uploading fabric photos', () => {
    it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
      'accepts a %s photo by its content and serves it in WebP and AVIF',
      async (format) => {
        const fabric = await addFabric(ctx.app, vendor);
        // The name and declared type say nothing true: only the bytes are judged.
        const response = await upload(
          fabric._id,
          await drawPhoto(format),
          vendor,
          'upload.bin',
          'application/octet-stream',
        );
        expect(response.statusCode, response.body).toBe(201);
        const image = response.json<FabricImage>();
        expect(image).toMatchObject({
          width: 800,
          height: 400,
          url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\.webp$/),
        });
        expect(image.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '800w']);

        const { response: served, bytes } = await fetchVariant(image.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
        const again = await ctx.app.inject({
          method: 'GET',
          url: image.url,
          headers: { 'if-none-match': String(served.headers.etag) },
        });
        expect(again.statusCode).toBe(304);

        const avifUrl = image.avifSrcset.split(', ')[0]?.split(' ')[0] ?? '';
        const avif = await fetchVariant(avifUrl);
        expect(avif.response.headers['content-type']).toBe('image/avif');
        expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 320 });

        const shown = await shopperView(fabric._id);
        expect(shown.images).toEqual([{ ...image, alt: `${fabric.name}, photo 1` }]);
        expect(shown.image).toBe(image.url);
      },
    );

    it.each([
      ['a phone JPEG, by its EXIF orientation', drawPhoneJpeg, 'photo.jpg', 'image/jpeg'],
      ['a phone HEIC (HEVC), by its HEIF rotation', readPhoneHeic, 'IMG_0001.HEIC', 'image/heic'],
    ] as const)('turns %s, upright and keeps none of its metadata', async (_name, phonePhoto, filename, type) => {
      const fabric = await addFabric(ctx.app, vendor);
      const phone = await phonePhoto();
      expect(phone.toString('latin1')).toContain('PhoneMaker');
      const response = await upload(fabric._id, phone, vendor, filename, type);
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json<FabricImage>();
      expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 800 });

      for (const url of [image.url, image.avifSrcset.split(', ').at(-1)?.split(' ')[0] ?? '']) {
        const { bytes } = await fetchVariant(url);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ width: 400, height: 800 });
        expect({
          exif: metadata.exif,
          xmp: metadata.xmp,
          icc: metadata.icc,
          orientation: metadata.orientation,
        }).toEqual({
          exif: undefined,
          xmp: undefined,
          icc: undefined,
          orientation: undefined,
        });
        expect(bytes.toString('latin1')).not.toContain('PhoneMaker');
        // Turned 90° clockwise, the red left half of the stored pixels is now the top.
        const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const top = [...data.subarray(0, 3)];
        const bottom = [...data.subarray(data.length - 3)];
        expect(top[0]).toBeGreaterThan(150);
        expect(top[2]).toBeLessThan(80);
        expect(bottom[2]).toBeGreaterThan(150);
        expect(bottom[0]).toBeLessThan(80);
      }
    });

    it('never upscales: a small photo is stored at its own width only', async () => {
      const fabric = await addFabric(ctx.app, vendor);
      const image = await uploaded(fabric._id, await drawPhoto('png', { width: 200, height: 100 }));
      expect(image.srcset).toMatch(/^\/images\/[0-9a-f]{32}\.webp 200w$/);
    });

    const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const SVG = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );

    it.each([
      ['a PDF named .jpg', async () => PDF, 415, /not a photo/],
      ['an SVG', async () => SVG, 415, /not a photo/],
      ['an empty file', async () => Buffer.alloc(0), 400, /empty/],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await drawPhoto('jpeg', { width: 1600, height: 1200 });
          return jpeg.subarray(0, jpeg.length / 2);
        },
        422,
        /damaged or cut short/,
      ],
      [
        'a truncated HEIC',
        async () => {
          const heic = await readPhoneHeic();
          return heic.subarray(0, heic.length - 200);
        },
        422,
        /damaged or cut short/,
      ],
      [
        'a decompression bomb (48 megapixels of one colour in a small PNG)',
        () =>
          sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        413,
        /40 megapixels/,
      ],
    ] as const)('refuses %s and stores nothing', async (_name, file, status, message) => {
      const fabric = await addFabric(ctx.app, vendor);
      const before = await storedRows();
      const response = await upload(fabric._id, await file());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await storedRows()).toEqual(before);
      expect((await shopperView(fabric._id)).images).toEqual([]);
    });

    it('refuses a file over 15 MB', async () => {
      const fabric = await addFabric(ctx.app, vendor);
      const response = await upload(fabric._id, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
      expect(response.statusCode).toBe(413);
      expect((await shopperView(fabric._id)).images).toEqual([]);
    });

    it("refuses a ninth photo and another vendor's fabric, storing nothing", async () => {
      const fabric = await addFabric(ctx.app, vendor);
      const photo = await drawPhoto('jpeg', { width: 320, height: 160 });
      for (let index = 0; index < 8; index++) await uploaded(fabric._id, photo);
      const before = await storedRows();
      const ninth = await upload(fabric._id, photo);
      expect(ninth.statusCode).toBe(409);
      expect(ninth.json().message).toMatch(/at most 8 photos/);

      const other = await signUp(ctx.app, 'vendor');
      const foreign = await upload(fabric._id, photo, other);
      expect(foreign.statusCode).toBe(404);
      expect(await storedRows()).toEqual(before);
      expect((await shopperView(fabric._id)).images).toHaveLength(8);
    });
  });

  describe('ordering and removing photos', () => {
    it('makes the first photo in the new order the cover, and removes a photo with its variants', async () => {
      const fabric = await addFabric(ctx.app, vendor, { image: 'https://example.com/pasted.jpg' });
      expect((await shopperView(fabric._id)).image).toBe('https://example.com/pasted.jpg');
      expect((await catalogCard(fabric._id))?.image).toBe('https://example.com/pasted.jpg');
      const red = await uploaded(fabric._id, await drawPhoto('jpeg', { left: '#c00000', right: '#c00000' }));
      const blue = await uploaded(fabric._id, await drawPhoto('jpeg', { left: '#0000c0', right: '#0000c0' }));
      expect((await shopperView(fabric._id)).image).toBe(red.url);
      // The cached catalog page shows each change at once: every photo change clears it.
      expect((await catalogCard(fabric._id))?.image).toBe(red.url);

      const reordered = await ctx.app.inject({
        method: 'PUT',
        url: `${imagesUrl(fabric._id)}/order`,
        headers: vendor.headers,
        payload: { order: [blue._id, red._id] },
      });
      expect(reordered.statusCode).toBe(200);
      const view = await shopperView(fabric._id);
      expect(view.images.map((image) => image._id)).toEqual([blue._id, red._id]);
      expect(view.image).toBe(blue.url);
      expect((await catalogCard(fabric._id))?.image).toBe(blue.url);
      // The cart shows the new cover too, with its widths and formats for the thumbnail's srcset.
      const shopper = await signUp(ctx.app);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: shopper.headers,
        payload: { userId: shopper._id, items: [{ fabric_id: fabric._id, quantity: 1 }] },
      });
      const cart = await ctx.app.inject({
        method: 'GET',
        url: `/api/cart?userId=${shopper._id}`,
        headers: shopper.headers,
      });
      expect(cart.json().items[0].product).toMatchObject({
        image: blue.url,
        photo: { _id: blue._id, srcset: blue.srcset, avifSrcset: blue.avifSrcset, width: 800, height: 400 },
      });

      const incomplete = await ctx.app.inject({
        method: 'PUT',
        url: `${imagesUrl(fabric._id)}/order`,
        headers: vendor.headers,
        payload: { order: [red._id] },
      });
      expect(incomplete.statusCode).toBe(400);

      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${imagesUrl(fabric._id)}/${blue._id}`,
        headers: vendor.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect((await fetchVariant(blue.url)).response.statusCode).toBe(404);
      expect(await objectsNamedIn(blue)).toEqual([]);
      expect(await objectsNamedIn(red)).toHaveLength(s3 ? 6 : 0);
      expect((await shopperView(fabric._id)).image).toBe(red.url);
      expect((await catalogCard(fabric._id))?.images.map((image) => image._id)).toEqual([red._id]);
    });

    it("removes a fabric's variants when the fabric is deleted, and a vendor's when the account is deleted", async () => {
      const leaving = await signUp(ctx.app, 'vendor');
      const fabric = await addFabric(ctx.app, vendor);
      const other = await addFabric(ctx.app, leaving);
      // Colours no other test draws: a variant's URL is its content, shared by equal uploads.
      const image = await uploaded(fabric._id, await drawPhoto('webp', { left: '#123456', right: '#654321' }));
      const { payload, headers } = photoUpload(await drawPhoto('png', { left: '#abcdef', right: '#fedcba' }));
      const otherImage = (
        await ctx.app.inject({
          method: 'POST',
          url: imagesUrl(other._id),
          payload,
          headers: { ...headers, ...leaving.headers },
        })
      ).json<FabricImage>();

      await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers });
      expect((await fetchVariant(image.url)).response.statusCode).toBe(404);
      await store.sweep();
      expect(await objectsNamedIn(image)).toEqual([]);
      expect(await objectsNamedIn(otherImage)).toHaveLength(s3 ? 6 : 0);

      expect((await fetchVariant(otherImage.url)).response.statusCode).toBe(200);
      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/profile/delete',
        headers: leaving.headers,
      });
      expect(gone.statusCode).toBe(200);
      expect((await fetchVariant(otherImage.url)).response.statusCode).toBe(404);
      await store.sweep();
      expect(await objectsNamedIn(otherImage)).toEqual([]);
    });
  });

  it("keeps a return photo on its private shelf, through the removal of a fabric photo of equal bytes, until the shopper's account goes", async () => {
    const shopper = await signUp(ctx.app, 'customer');
    const fabric = await addFabric(ctx.app, vendor, { unit: 'per_piece', price: 100, stock: 5 });
    const placed = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
    for (const status of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, placed._id, status);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed._id}/returns`,
      headers: shopper.headers,
      payload: { lines: [{ fabric_id: fabric._id, quantity: 1 }], reason: 'damaged' },
    });
    const returnId = asked.json<Return>()._id;
    const addToReturn = (bytes: Buffer) => {
      const { payload, headers } = photoUpload(bytes);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/returns/${returnId}/photos`,
        payload,
        headers: { ...headers, ...shopper.headers },
      });
    };
    // One photo the vendor also has on a fabric (equal bytes, equal objects), one of the return's own.
    const shared = await drawPhoto('jpeg', { left: '#0a0b0c', right: '#0c0b0a' });
    const fabricImage = await uploaded(fabric._id, shared);
    const ownPhoto = await drawPhoto('jpeg', { left: '#1a1b1c', right: '#1c1b1a' });
    const [sharedUpload, ownUpload] = [await addToReturn(shared), await addToReturn(ownPhoto)];
    expect([sharedUpload.statusCode, ownUpload.statusCode]).toEqual([201, 201]);
    const [, own] = ownUpload.json<Return>().photos;
    const ownHash = /([0-9a-f]{32})\.webp$/.exec(own?.url ?? '')?.[1] ?? '';
    expect(await store.read(ownHash, 'webp', 'returns')).toBeInstanceOf(Buffer);
    // The public route reads the catalog's shelf only.
    expect(await store.read(ownHash, 'webp')).toBeUndefined();
    expect((await fetchVariant(`/images/${ownHash}.webp`)).response.statusCode).toBe(404);
    const ownObjects = async () => ((await s3?.objectKeys()) ?? []).filter((key) => key.includes(ownHash));
    expect(await ownObjects()).toHaveLength(s3 ? 1 : 0);

    // The vendor removes the fabric's photo of the same bytes: the return's copy keeps its objects.
    const sharedHash = /([0-9a-f]{32})\.webp$/.exec(sharedUpload.json<Return>().photos[0]?.url ?? '')?.[1] ?? '';
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${imagesUrl(fabric._id)}/${fabricImage._id}`,
      headers: vendor.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await fetchVariant(fabricImage.url)).response.statusCode).toBe(404);
    expect(await store.read(sharedHash, 'webp', 'returns')).toBeInstanceOf(Buffer);

    const gone = await ctx.app.inject({ method: 'DELETE', url: '/api/users/profile/delete', headers: shopper.headers });
    expect(gone.statusCode).toBe(200);
    await store.sweep();
    expect(await store.read(ownHash, 'webp', 'returns')).toBeUndefined();
    expect(await ownObjects()).toEqual([]);
    expect(await objectsNamedIn(fabricImage)).toEqual([]);
  });
});
