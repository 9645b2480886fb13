import type {} from './app/page-bootstrap';

/**
 * The built page's only script (vite.config.ts writes its tag): it loads the app, whose address and
 * modules it reads from that tag. A public page arrives rendered, and what paints it is the HTML,
 * the stylesheet and its image: the app, which only makes it interactive, is fetched once the first
 * frame is on screen instead of sharing a slow connection with them. The app shell of a private
 * screen has nothing to paint before the app, so it loads it at once.
 */
function loadApp(app: string, modules: string[]): void {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ app);
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = tag?.dataset.app;
if (app) {
  const modules = tag.dataset.modules?.split(' ').filter(Boolean) ?? [];
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    loadApp(app, modules);
  };
  if (document.getElementById('root')?.hasChildNodes()) {
    // Links, and forms with an address of their own (the catalog's search), work without the app; a
    // button (the menu, add to cart) or a form only the app sends (the newsletter) needs it. A tap on
    // one before the app has taken over the page loads it at once and is kept from the page, and the
    // app acts on it once hydrated (app/early-tap.tsx). Until then React must not see it: on a page
    // still hydrating it would act on the visitor's page the server sent (no signed-in user yet) or
    // not at all, and the browser would send the form to the page's own address. Of several taps,
    // the last is the one kept.
    let earlyTap: HTMLElement | undefined;
    const keep = (event: Event, tapped: HTMLElement) => {
      event.stopImmediatePropagation();
      earlyTap = tapped;
      load();
    };
    const keepTap = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && !(button.type === 'submit' && button.form)) keep(event, button);
    };
    const keepSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      keep(event, form);
    };
    // On the window, in the capture phase: before React's listeners on #root hear anything.
    window.addEventListener('click', keepTap, true);
    window.addEventListener('submit', keepSubmit, true);
    window.__takeEarlyTap = () => {
      window.removeEventListener('click', keepTap, true);
      window.removeEventListener('submit', keepSubmit, true);
      const tap = earlyTap;
      earlyTap = undefined;
      return tap;
    };
    // The frame callback runs just before the first paint, the timeout right after it.
    requestAnimationFrame(() => setTimeout(load, 0));
  } else {
    load();
  }
}
