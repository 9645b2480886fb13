import type { Page } from '@playwright/test';

/** Cards are the bordered, rounded boxes the screens are built of, their articles, and the cart's lines and their cells. */
const CARD_SELECTOR = 'main article, main [class*="rounded-2xl"], main [class*="rounded-3xl"], main tr, main td';

/**
 * What is wider than its container as the page is laid out now: the page itself, or any card in it.
 * On a phone that is text cut off or a page that scrolls sideways (Devanagari runs longer than English).
 */
export async function tooWide(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // One pixel of slack for sub-pixel rounding.
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        found.push(`<${element.tagName.toLowerCase()}> "${text}" (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  }, CARD_SELECTOR);
}
