// Experiment: CPU of N product-page loads in new contexts vs in one context.
import { chromium } from '@playwright/test';
const [base, mode, n] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 20)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const fabrics = await (await fetch(`${base}/api/fabrics`)).json();
const id = fabrics[0]._id;
let shared = mode === 'shared' ? await browser.newContext() : null;
const t0 = Date.now();
for (let i = 0; i < n; i++) {
  const context = shared ?? await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/product/${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || document.querySelector('[data-hydrated]') !== null || true);
  await page.waitForLoadState('networkidle');
  await page.goto(`${base}/products`);
  await page.waitForLoadState('networkidle');
  await page.close();
  if (!shared) await context.close();
}
console.log(mode, n, Date.now() - t0, 'ms');
await browser.close();
