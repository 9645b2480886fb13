import type { StorefrontData } from '@fabric-store/shared/server-render';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryDeferredPart } from '../components/deferred-part';
import { createStorefrontRenderer } from '../entry-server';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Fabric-Store</title></head><body><div id="root"></div></body></html>';

/** The About page reads no catalog data, so nothing here is ever called. */
const noData = {} as StorefrontData;

const renderer = createStorefrontRenderer(TEMPLATE);

// The web tests run in jsdom, whose document the deferred parts take for a browser's: their code is
// started here as the page server, which has no document, starts it.
beforeAll(loadEveryDeferredPart);

async function render(language?: 'en' | 'hi') {
  const page = await renderer.renderPage({ url: '/about', origin: 'https://fabric.example', language }, noData);
  if (page.kind !== 'rendered') throw new Error('About should be server-rendered');
  return page.html;
}

describe('a server-rendered page in the chosen language', () => {
  it('arrives in Hindi, with <html lang="hi"> and the catalogue for the first render in the page data', async () => {
    const html = await render('hi');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('हमारे बारे में');
    expect(html).toContain('मुफ़्त डिलीवरी');
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(data.language).toBe('hi');
    expect(data.catalogue.common.nav.home).toBe('होम');
  });

  it('lists both languages as alternates, Hindi at ?lang=hi and its canonical there', async () => {
    const html = await render('hi');
    expect(html).toContain('<link rel="canonical" href="https://fabric.example/about?lang=hi"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://fabric.example/about"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="hi" href="https://fabric.example/about?lang=hi"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://fabric.example/about"/>');
  });

  it('stays English, as before, when no language is asked for, and carries no catalogue', async () => {
    const html = await render();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Free Delivery');
    expect(html).toContain('<link rel="canonical" href="https://fabric.example/about"/>');
    expect(html).not.toContain('"catalogue"');
  });
});
