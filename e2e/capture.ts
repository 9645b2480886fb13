import { join } from 'node:path';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** Saves the whole page as docs/screenshots/<name>.png, steady from run to run: no toasts, every image loaded. */
export async function capture(page: Page, name: string): Promise<void> {
  // Toasts come and go with timing; they would make every run's picture different.
  await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await page.waitForLoadState('networkidle');
  // A full-page shot does not scroll, so lazy images below the fold are asked for now and awaited.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}
