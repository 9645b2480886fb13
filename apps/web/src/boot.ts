import type {} from './app/page-bootstrap';

/**
 * The built page's only script (vite.config.ts writes its tag): it loads the app, whose address and
 * modules it reads from that tag. A public page arrives rendered, and what paints it is the HTML,
 * the stylesheet and its image: the app only makes it interactive. For a signed-in visitor it runs
 * once the first frame is on screen (their header and cart differ from the rendered page); for
 * anyone else at the first sign of a hand on the page, since a page that is only read needs none of
 * it. The app shell of a private screen has nothing to paint before the app, so it loads it at once.
 *
 * It runs as a classic script in the head, before the page's body exists, so that a rendered page's
 * buttons are heard from their first paint: a module script runs only once the whole page is parsed,
 * and a double tap on a freshly loaded page went unheard until then. All of it sits in one function,
 * as a classic script's top-level names would be the window's.
 */
((tag) => {
  // The signed-in user's role on the root element from the first paint: a rendered page is the
  // visitor's, and a part only one role sees (a vendor's product page has no buy box) is chosen by
  // the stylesheet from this, so React's re-render with the stored user moves nothing.
  try {
    const role = (JSON.parse(localStorage.getItem('user') ?? 'null') as { role?: unknown } | null)?.role;
    if (typeof role === 'string') document.documentElement.dataset.role = role;
  } catch {
    // No storage, or not JSON: the visitor's page, as the app will show it too.
  }
  const app = tag instanceof HTMLScriptElement ? tag.dataset.app : undefined;
  if (!app) return;
  const modules = (tag as HTMLScriptElement).dataset.modules?.split(' ').filter(Boolean) ?? [];

  // The app reads the page (its root, its data block) as it starts, so it waits for all of it.
  let parsed = false;
  let wanted = false;
  let loading = false;
  const load = () => {
    wanted = true;
    if (loading || !parsed) return;
    loading = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ app);
  };

  // Links, and forms with an address of their own (the catalog's search), work without the app; a
  // button (the menu, add to cart, a stepper's plus) or a form only the app sends (the newsletter)
  // needs it. A tap on one before the app has taken over the page loads it at once and is kept from
  // the page, and the app acts on it once hydrated (app/early-tap.tsx). Until then React must not
  // see it: on a page still hydrating it would act on the visitor's page the server sent (no
  // signed-in user yet) or not at all, and the browser would send the form to the page's own
  // address. Every tap is kept, in order: a double tap on plus is two steps.
  const earlyTaps: HTMLElement[] = [];
  const keep = (event: Event, tapped: HTMLElement) => {
    event.stopImmediatePropagation();
    earlyTaps.push(tapped);
    load();
  };
  // A link the app acts on rather than follows (the header's Cart and Profile, which send a visitor
  // to log in) is kept like a button: followed without the app, it would meet another screen's rule.
  // Opened in a new tab or window (a modifier held), it is the browser's, as the app's links leave it.
  const keepTap = (event: MouseEvent) => {
    const tapped = event.target instanceof Element ? event.target.closest('button, a[data-kept-early]') : null;
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (tapped instanceof HTMLAnchorElement) {
      if (modified) return;
      event.preventDefault();
      keep(event, tapped);
    } else if (tapped instanceof HTMLButtonElement && !(tapped.type === 'submit' && tapped.form)) keep(event, tapped);
  };
  const keepSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    keep(event, form);
  };
  // Enter in a field outside a form (a length typed on a product page) commits what was typed: the app
  // commits it once it takes the field over, as it would have on the key.
  const enteredEarly = new WeakSet<HTMLInputElement>();
  window.__enteredEarly = enteredEarly;
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.form) return;
    enteredEarly.add(event.target);
    load();
  };
  // On the window, in the capture phase: before React's listeners on #root hear anything.
  window.addEventListener('click', keepTap, true);
  window.addEventListener('submit', keepSubmit, true);
  window.addEventListener('keydown', keepEnter, true);
  const stopKeeping = () => {
    window.removeEventListener('click', keepTap, true);
    window.removeEventListener('submit', keepSubmit, true);
    window.removeEventListener('keydown', keepEnter, true);
  };
  // Taken once, by the app as it takes the page over; gone from then on.
  window.__takeEarlyTaps = () => {
    stopKeeping();
    window.__takeEarlyTaps = undefined;
    return earlyTaps.splice(0);
  };

  // A pointer moving or pressed, a touch, a wheel, a key, focus or a field changed: the visitor is
  // about to use the page, and the app starts then, so a phone that only shows the page never
  // fetches or runs it. A tap that lands before the app has taken over is kept like any other (above).
  const intents = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin', 'change'] as const;
  const onIntent = () => {
    for (const type of intents) window.removeEventListener(type, onIntent, true);
    load();
  };
  // A message left for this page by the one before it (a logout's, lib/flash.ts) is the app's to
  // show. Looked for once the page is idle: the first read of sessionStorage waits on the browser
  // (5–24 ms here), which the first paint need not.
  const loadIfAMessageWaits = () => {
    try {
      if (sessionStorage.getItem('flash') !== null) load();
    } catch {
      // No storage: no message either.
    }
  };
  const loadOnIntent = () => {
    for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
    if ('requestIdleCallback' in window) requestIdleCallback(loadIfAMessageWaits);
    else setTimeout(loadIfAMessageWaits, 0);
  };

  const start = () => {
    parsed = true;
    if (wanted) load();
    else if (document.getElementById('root')?.hasChildNodes()) {
      // The frame callback runs just before the first paint, the timeout right after it.
      if (document.documentElement.dataset.role) requestAnimationFrame(() => setTimeout(load, 0));
      else loadOnIntent();
    } else {
      // The app shell: nothing to press until the app has drawn it.
      stopKeeping();
      load();
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})(document.currentScript);
