import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * docs/screenshots holds the README's pictures. `npm run screenshots` regenerates them (SCREENSHOTS=1, the
 * same journeys); `npm test` checks behaviour and leaves them alone: a full-page picture costs the browser
 * as much as a few clicks, and writing docs is not what a test run is for.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** Saves a page or one element of it as docs/screenshots/<name>.png, in a screenshots run only. */
export async function documentScreen(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  // A list that refetches replaces its elements: the picture waits until the page has stopped asking.
  await ('page' in target ? target.page() : target).waitForLoadState('networkidle');
  await target.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), ...options });
}

/** Saves the whole page as docs/screenshots/<name>.png, steady from run to run: no toasts, every image loaded. */
export async function capture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
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

/** Saves the first page of a PDF as docs/screenshots/<name>.png, as a viewer shows it (poppler's pdftoppm, 100 dpi). */
export function documentPdfPage(pdfPath: string, name: string): void {
  if (!SCREENSHOTS) return;
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '100',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    join(SCREENSHOT_DIR, name),
  ]);
}
