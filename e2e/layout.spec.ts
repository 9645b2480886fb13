import { demoFabrics, signIn } from './fixtures';
import { addFabricThroughApi, expect, test } from './vendor-fixtures';

/**
 * Layout rules a person sees on a desktop and on a phone. That nothing at 375 px is wider than
 * its container is checked on every screen, beside axe, in accessibility.spec.ts.
 */

test('the desktop cart card is as tall as its lines, not stretched to the summary', async ({
  page,
  request,
  fillCart,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  await fillCart([[fabric, 1]]);
  await page.goto('/cart');
  const card = page.getByTestId('cart-lines');
  await expect(card).toBeVisible();
  const table = await card.locator('table').boundingBox();
  const box = await card.boundingBox();
  // The card's height is its table's plus its border: no empty band below the last line.
  expect(box && table && box.height - table.height).toBeLessThanOrEqual(4);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name} the product page's photo panel is as tall as its photos, not stretched beside the specification`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [fabric] = await demoFabrics(request);
    if (!fabric) throw new Error('The demo catalog should hold fabrics');
    await page.goto(`/product/${fabric._id}`);
    await expect(page.getByRole('heading', { level: 1, name: fabric.name })).toBeVisible();
    const panel = await page.getByTestId('photo-panel').boundingBox();
    const gallery = await page.getByTestId('photo-panel').locator(':scope > *').first().boundingBox();
    if (!panel || !gallery) throw new Error('The photo panel should be laid out');
    // Its height is the gallery's plus the border: no empty block below the photos.
    expect(panel.height - gallery.height).toBeLessThanOrEqual(4);
    await page.screenshot({ path: test.info().outputPath(`product-page-${viewport.name}.png`) });
  });
}

test('the New Arrivals cards line up with the edges of their heading and section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Reduced motion holds the carousel still, so the cards are measured where they rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'New Arrivals' });
  const heading = await section.getByRole('heading', { name: 'New Arrivals' }).boundingBox();
  const viewAll = await section.getByRole('link', { name: 'View all' }).boundingBox();
  // Slides out of view are hidden from the accessibility tree, so these are the five in view.
  const cards = section.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(5);
  const first = await cards.first().boundingBox();
  const last = await cards.last().boundingBox();
  if (!heading || !viewAll || !first || !last) throw new Error('The New Arrivals section should be laid out');
  expect(Math.abs(first.x - heading.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(last.x + last.width - (viewAll.x + viewAll.width))).toBeLessThanOrEqual(1);
});

test('a long fabric name wraps to two lines, by one rule, on the storefront card and the vendor card', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const word = `Zarivastra${Date.now().toString(36)}`;
  const name = `${word} Handwoven Kanchipuram Silk Saree Fabric with a Broad Temple Border in Red and Gold`;
  await addFabricThroughApi(request, vendor, { name, price: 1540, stock: 40, category: 'silk' });
  // The catalog is public, so the vendor sees the storefront's card too.
  await signIn(page, vendor);

  async function nameOnCard(path: string): Promise<{ lines: number; style: string }> {
    await page.goto(path);
    const heading = page.getByRole('main').getByRole('heading', { name });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const lines = Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
      return {
        lines,
        style: [style.fontFamily, style.fontSize, style.lineHeight, style.fontWeight, style.webkitLineClamp].join(
          ' | ',
        ),
      };
    });
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    const storefront = await nameOnCard(`/products?q=${word}`);
    const own = await nameOnCard('/vendor/products');
    expect(storefront).toEqual({ lines: 2, style: own.style });
    expect(own.lines).toBe(2);
  }
});

test('on a short page the footer sits at the foot of the viewport, with no band above it and no layout shift', async ({
  page,
  request,
  accounts,
}) => {
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  await signIn(page, vendor);
  // Every layout shift of the page's life, as Chrome reports them for Cumulative Layout Shift.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // Each shift with what moved, so a failure says where to look.
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const [path, heading] of [
    ['/profile', vendor.name],
    ['/vendor', `Welcome, ${vendor.name}!`],
    [`/product/${fabric._id}`, fabric.name],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => {
      const main = document.getElementById('main');
      const footer = document.querySelector('footer');
      if (!main || !footer) throw new Error('The page should have a main and a footer');
      const contentBottom = Math.max(
        ...Array.from(main.children).map(
          (child) => child.getBoundingClientRect().bottom + Number.parseFloat(getComputedStyle(child).marginBottom),
        ),
      );
      const footerBox = footer.getBoundingClientRect();
      return {
        footerBottom: footerBox.bottom + window.scrollY,
        // Where the footer would end with nothing between the page's content and it but its own margin.
        snugBottom:
          contentBottom + window.scrollY + Number.parseFloat(getComputedStyle(footer).marginTop) + footerBox.height,
        viewport: window.innerHeight,
        shifts: (window as unknown as { layoutShifts: string[] }).layoutShifts,
      };
    });
    expect(layout.footerBottom, path).toBeCloseTo(Math.max(layout.viewport, layout.snugBottom), 0);
    expect(layout.shifts, path).toEqual([]);
  }
});
