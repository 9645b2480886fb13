import { expect, type Page, test } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { holdTheAppsScripts, moveAHandOverThePage } from './hand-on-the-page';

/** The /products catalog keeps its search, category and sort in the URL. */

function cards(page: Page) {
  return page.getByRole('list', { name: 'Fabrics found' }).getByRole('listitem');
}

/**
 * The price a shopper pays on each card, in grid order: the card's first rupee amount (a card on sale
 * shows its regular price struck through after it). The catalog orders by it, a sale included.
 */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => Number(/Rs\. ([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN));
}

function isAscending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);
}

/** Waits until the grid shows more than one card, priced in the given order (an empty grid is not yet an answer). */
async function expectPricesSorted(page: Page, order: 'ascending' | 'descending') {
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && isAscending(order === 'ascending' ? prices : prices.reverse());
    })
    .toBe(true);
}

/**
 * Presses Back, on the next server-rendered page this tab opens, while React hydrates it: once it has
 * begun (it has claimed a node of the page, which it marks in its render) and before it commits (which
 * it tells the hook React offers its developer tools). That is when a Back on a slow phone lands.
 */
async function pressBackWhileTheNextPageHydrates(page: Page) {
  await page.addInitScript(() => {
    let committed = false;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => {
          committed = true;
        },
      },
    });
    const claimedByReact = (node: Element | null) =>
      node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    // Between React's slices of work: a hydrating render yields to the browser every few milliseconds.
    const watch = () => {
      if (committed) return;
      if (claimedByReact(document.querySelector('#root a'))) history.back();
      else setTimeout(watch, 0);
    };
    document.addEventListener('DOMContentLoaded', watch, { once: true });
  });
}

test('a search typed into the server-rendered page before its script runs is still searched', async ({ page }) => {
  const release = await holdTheAppsScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search fabrics' }).fill('silk');
  release();
  await expect(page).toHaveURL(/\/products\?q=silk$/);
  await expect(cards(page).first()).toContainText(/silk/i);
});

test('a category, a sort and a lowest price chosen before the app takes the page over are all applied', async ({
  page,
}) => {
  const release = await holdTheAppsScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption('silk');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await page.getByRole('textbox', { name: 'Min price (Rs.)' }).fill('500');
  await page.getByRole('combobox', { name: 'Category' }).focus();
  release();
  await expect(page).toHaveURL(/\/products\?category=silk&minPrice=500&sort=price_asc$/);
  await expectPricesSorted(page, 'ascending');
  expect(Math.min(...(await shownPrices(page)))).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('silk');
});

test('search, filter by category, sort by price, reload and go back', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('searchbox', { name: 'Search fabrics' });
  const category = page.getByRole('combobox', { name: 'Category' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const count = page.getByRole('status').filter({ hasText: /fabrics?$/ });
  await expect(count).toHaveText(/^\d[\d,]* fabrics?$/);

  await test.step('search', async () => {
    await search.fill('silk');
    await expect(page).toHaveURL(/\/products\?q=silk$/);
    await expect(cards(page).first()).toContainText(/silk/i);
  });

  await test.step('filter by category', async () => {
    await category.selectOption('silk');
    await expect(page).toHaveURL(/\/products\?q=silk&category=silk$/);
    await expect
      .poll(async () => {
        const texts = await cards(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => /^silk$/im.test(text));
      })
      .toBe(true);
  });

  await test.step('sort by price, low to high', async () => {
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/products\?q=silk&category=silk&sort=price_asc$/);
    await expectPricesSorted(page, 'ascending');
  });

  await test.step('a reload keeps every filter', async () => {
    await page.reload();
    await expect(search).toHaveValue('silk');
    await expect(category).toHaveValue('silk');
    await expect(sort).toHaveValue('price_asc');
    await expectPricesSorted(page, 'ascending');
  });

  await test.step('back, pressed while the reloaded page hydrates, shows the earlier filters', async () => {
    await pressBackWhileTheNextPageHydrates(page);
    await page.reload();
    // The reloaded page hydrates once a hand is on it.
    await moveAHandOverThePage(page);
    await expect(page).toHaveURL(/\/products\?q=silk&category=silk$/);
    await expect(sort).toHaveValue('newest');
    await expect(category).toHaveValue('silk');
    await page.goForward();
    await expect(sort).toHaveValue('price_asc');
    await expectPricesSorted(page, 'ascending');
  });

  await test.step('back steps through the earlier filters', async () => {
    // Back is pressed once the app has taken over; the step before pressed it while the app took over.
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=silk&category=silk$/);
    await expect(sort).toHaveValue('newest');
    await expect(category).toHaveValue('silk');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=silk$/);
    await expect(category).toHaveValue('');
    await expect(search).toHaveValue('silk');
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(search).toHaveValue('');
  });
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/products?q=no-such-weave-anywhere');
  await expect(page.getByText('No fabrics available')).toBeVisible();
  await expect(page.getByText('Try another search, category or filter.')).toBeVisible();
});

test('a shared link opens the same filtered view', async ({ page }) => {
  await page.goto('/products?category=cotton&sort=price_desc');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('cotton');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  // The demo puts cottons on sale: they sort by the price the cards show.
  await expectPricesSorted(page, 'descending');
});

test('on a phone the filters wait behind a Filters button, fabrics fill the first screen two a row, and the panel holds every filter', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  const first = await cards(page).nth(0).boundingBox();
  const second = await cards(page).nth(1).boundingBox();
  if (!first || !second) throw new Error('The catalog should show fabrics');
  expect(first.y + first.height / 2).toBeLessThan(844);
  expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
  expect(second.x).toBeGreaterThan(first.x + first.width);
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();

  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  const panel = page.getByRole('dialog', { name: 'Filters' });
  // A press before the app has taken over does nothing, so press again until the panel opens; but
  // never once it is open, when the modal panel holds the button behind it and the press would wait.
  await expect(async () => {
    if (!(await panel.isVisible())) await filtersButton.click({ timeout: 1000 });
    await expect(panel).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(panel.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Sort by' })).toBeAttached();
  await expect(panel.getByRole('region', { name: 'Colour' })).toBeAttached();
  expect(violationLines(await axeViolations(page))).toEqual([]);

  await panel.getByRole('combobox', { name: 'Category' }).selectOption('silk');
  await expect(page).toHaveURL(/category=silk/);
  await panel.getByRole('button', { name: 'Show fabrics' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('on a desktop the filters sit beside the grid with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await expect(page.getByRole('navigation', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
});

test('on a phone a card fetches its photo at the width the card is drawn, not the width of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/products?q=buffalo%20check');
  const photo = cards(page).first().locator('picture img');
  await expect(photo).toHaveJSProperty('complete', true);
  const fetched = await photo.evaluate((img: HTMLImageElement) => {
    const source = img.parentElement?.querySelector('source');
    const srcset = (img.currentSrc.endsWith('.avif') ? source?.srcset : img.srcset) ?? '';
    const widths = srcset.split(',').map((entry) => {
      const [url = '', width = ''] = entry.trim().split(' ');
      return { url, width: Number.parseInt(width, 10) };
    });
    const needed = img.getBoundingClientRect().width * devicePixelRatio;
    const enough = widths.filter((candidate) => candidate.width >= needed);
    const smallestEnough = enough.sort((a, b) => a.width - b.width)[0] ?? widths.at(-1);
    return { chosen: new URL(img.currentSrc).pathname, smallestEnough: smallestEnough?.url, choices: widths.length };
  });
  expect(fetched.choices).toBeGreaterThan(1);
  expect(fetched.chosen).toBe(fetched.smallestEnough);
});
