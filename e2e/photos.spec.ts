import { readFile } from 'node:fs/promises';
import type { Fabric } from '@fabric-store/shared';
import type { Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { documentScreen } from './capture';
import { signIn } from './fixtures';
import { addFabricThroughApi, bearer, expect, test } from './vendor-fixtures';

/** A vendor's photos, from the edit form to the shopper's gallery and the catalog card. */

/**
 * Resolves once the server has answered this many photo uploads to the fabric: storing a photo makes its
 * variants first, which takes as long as the machine needs, so the journey waits for the answers themselves.
 */
function uploadsAnswered(page: Page, fabricId: string, count: number): Promise<void> {
  const path = `/api/fabrics/vendor/fabrics/${fabricId}/images`;
  let answered = 0;
  return new Promise((resolve) => {
    const onResponse = (response: Response) => {
      if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== path) return;
      answered += 1;
      if (answered < count) return;
      page.off('response', onResponse);
      resolve();
    };
    page.on('response', onResponse);
  });
}

/** A photo in one colour; `sideways` stores it turned with EXIF orientation 6, as a phone held upright does. */
async function photo(colour: string, format: 'jpeg' | 'png', sideways = false): Promise<Buffer> {
  const drawn = sharp({ create: { width: 800, height: 400, channels: 3, background: colour } });
  if (!sideways) return drawn.toFormat(format).toBuffer();
  return sharp(await drawn.png().toBuffer())
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test('a vendor uploads three photos, makes the phone photo the cover and removes one; a shopper sees the gallery', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Ritu Prints');
  const fabric = await addFabricThroughApi(request, vendor, {
    name: `Photo Journey Cambric ${Date.now()}`,
    price: 380,
    stock: 25,
    category: 'cotton',
  });
  const shopperView = async () => (await (await request.get(`/api/fabrics/${fabric._id}`)).json()) as Fabric;

  await test.step('the vendor chooses three photos and sees each upload finish', async () => {
    await signIn(page, vendor);
    await page.goto(`/vendor/product/edit/${fabric._id}`);
    const answered = uploadsAnswered(page, fabric._id, 3);
    await page.getByLabel('Choose photos').setInputFiles([
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await photo('#c00000', 'jpeg') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await photo('#0000c0', 'png') },
      { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await photo('#00a000', 'jpeg', true) },
    ]);
    const photos = page.getByRole('list', { name: 'Photos, the cover first' }).getByRole('listitem');
    await expect(photos).toHaveCount(3);
    await answered;
    await expect(photos.getByText('Saved', { exact: true })).toHaveCount(3);
    await expect.poll(async () => (await shopperView()).images.length).toBe(3);
  });

  await test.step('the phone photo moves to the front with the keyboard, and the blue one is removed', async () => {
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect(page.getByRole('list', { name: 'Photos, the cover first' }).getByRole('listitem')).toHaveCount(2);
    await expect
      .poll(async () => (await shopperView()).images.map((image) => [image.width, image.height]))
      .toEqual([
        [400, 800],
        [800, 400],
      ]);
  });

  const shown = await shopperView();
  const [cover] = shown.images;
  expect(shown.image).toBe(cover?.url);

  const shopper = await browser.newPage();
  await test.step('a shopper sees the upright phone photo as the cover, steps through the gallery and zooms', async () => {
    await shopper.goto(`/product/${fabric._id}`);
    const main = shopper.getByRole('main');
    const coverImage = main.getByRole('img', { name: `${fabric.name}, photo 1` });
    await expect(coverImage).toBeVisible();
    await expect
      .poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth))
      .toBe(true);
    await documentScreen(shopper, 'product-gallery');

    await main.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await expect(main.getByRole('img', { name: `${fabric.name}, photo 2` })).toBeVisible();
    await shopper.keyboard.press('ArrowRight');
    await expect(main.getByRole('img', { name: `${fabric.name}, photo 1` })).toBeVisible();

    await main.getByRole('button', { name: 'Zoom' }).click();
    const zoom = shopper.getByRole('dialog', { name: `${fabric.name}, photo 1, zoomed` });
    await expect(zoom).toBeVisible();
    await zoom.getByRole('button', { name: 'Close zoom' }).click();
    await expect(zoom).toBeHidden();
  });

  await test.step("the catalog card shows the new cover, in one of the cover's own renditions", async () => {
    await shopper.goto(`/products?q=${encodeURIComponent(fabric.name)}`);
    const card = shopper.getByRole('main').getByRole('link', { name: fabric.name });
    const image = card.getByRole('img');
    await expect(image).toBeVisible();
    const current = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
    expect(`${cover?.srcset}, ${cover?.avifSrcset}`).toContain(current);
  });
  await shopper.close();
});

test("an iPhone's HEIC photo is shown upright, and the cart draws the cover from its renditions", async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Ritu Prints');
  const fabric = await addFabricThroughApi(request, vendor, {
    name: `HEIC Journey Voile ${Date.now()}`,
    price: 240,
    stock: 10,
    category: 'cotton',
  });

  await test.step('the vendor chooses a HEIC straight from the phone', async () => {
    await signIn(page, vendor);
    await page.goto(`/vendor/product/edit/${fabric._id}`);
    const answered = uploadsAnswered(page, fabric._id, 1);
    await page.getByLabel('Choose photos').setInputFiles({
      name: 'IMG_0412.HEIC',
      mimeType: 'image/heic',
      buffer: await readFile(new URL('../apps/api/test-support/fixtures/phone-upright.heic', import.meta.url)),
    });
    const photos = page.getByRole('list', { name: 'Photos, the cover first' }).getByRole('listitem');
    await answered;
    await expect(photos.getByText('Saved', { exact: true })).toHaveCount(1);
  });

  const [cover] = ((await (await request.get(`/api/fabrics/${fabric._id}`)).json()) as Fabric).images;
  expect([cover?.width, cover?.height]).toEqual([400, 800]);

  const shopper = await accounts.register('customer', 'Asha Rao');
  const added = await request.post('/api/cart', {
    headers: bearer(shopper),
    data: { userId: shopper._id, items: [{ fabric_id: fabric._id, quantity: 1 }] },
  });
  expect(added.status()).toBe(200);
  const shopperPage = await browser.newPage();
  await test.step('the shopper sees it upright on the product page and as the cart line picture', async () => {
    await signIn(shopperPage, shopper);
    await shopperPage.goto(`/product/${fabric._id}`);
    const coverImage = shopperPage.getByRole('main').getByRole('img', { name: `${fabric.name}, photo 1` });
    await expect
      .poll(() => coverImage.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth))
      .toBe(true);

    await shopperPage.goto('/cart');
    const line = shopperPage.getByRole('row', { name: new RegExp(fabric.name) });
    const thumbnail = line.getByRole('img', { name: fabric.name });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname))
      .toMatch(/^\/images\/[0-9a-f]{32}\.(avif|webp)$/);
    const current = await thumbnail.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
    // A thumbnail of 80 px picks the smallest rendition, never the 1,280 px cover URL.
    expect(`${cover?.srcset}, ${cover?.avifSrcset}`.split(', ').find((entry) => entry.startsWith(current))).toMatch(
      / (320|400)w$/,
    );
  });
  await shopperPage.close();
});
