import { isLanguage } from '@fabric-store/shared/languages';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, memo, Suspense, use, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type OnDemandNamespace, onDemandNamespace } from '../i18n/on-demand-catalogues';

/** The loads started with their page (on the server, and for a signed-in visitor), for its route to wait for. */
const startedWithPage: Promise<unknown>[] = [];

/** The namespaces of the parts that load with their page, whose words the page loads before it renders. */
const speakingWithPage = new Set<OnDemandNamespace>();

/** Every part's start, for a navigation to load them all. */
const everyStart: (() => void)[] = [];

/**
 * Fetches every part's code. A navigation changes the router's state above each part, and React holds
 * a navigation (a transition) until every part still waiting for its code can take the change.
 */
export function loadEveryDeferredPart(): void {
  for (const start of everyStart) start();
}

/** Resolves once every part that loads with its page has its code. */
export function partsLoadingWithPage(): Promise<unknown> {
  return Promise.all(startedWithPage);
}

/** The namespaces of the parts loading with their page: the server renders them, and a signed-in page hydrates them, with their words in. */
export function wordsOfPartsLoadingWithPage(): OnDemandNamespace[] {
  return [...speakingWithPage];
}

/**
 * Fetches a part's words in the page's language beside its code, so that its render, which waits for
 * them (i18next reads them from the same chunk), does not wait for one request after the other.
 */
async function fetchWords(namespaces: OnDemandNamespace[]): Promise<unknown> {
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  if (!isLanguage(language)) return;
  return Promise.all(namespaces.map((namespace) => onDemandNamespace(language, namespace)));
}

/** What shows that the visitor is reaching for a part: a pointer on it, a touch, a key, focus. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** A part about to scroll into view loads this far ahead of it. */
const VIEW_MARGIN = '200px';

/**
 * A part of a server-rendered page whose code is not on the first paint's path: the server renders
 * it whole (its HTML, text and data are on the page), and in the browser its code loads once the part
 * nears the viewport or the visitor reaches for it. Until then React keeps the server's HTML as it
 * is (a Suspense boundary waiting to hydrate), so nothing moves. A button tapped before the part has
 * its code (or a form sent) is kept and pressed (sent) again once it has, and a choice made in a list is told to it. A page the app renders itself (a client-side
 * navigation) has no HTML to keep, and loads the part at once.
 *
 * A signed-in visitor's page re-renders with their session right after hydration, and an update
 * reaching a part still without its code would replace its HTML with nothing until the code came:
 * for them the parts load with the page (the route waits for `partsLoadingWithPage`).
 *
 * The props must keep their identity across renders (the part is memoised): a changed prop reaching
 * a part still waiting for its code has the same effect as the session's update.
 *
 * `words` are the namespaces only the part speaks: they load with its code, not with the page, and the
 * part waits for them as for its code (the server's HTML stays until both are in), so it never shows a key.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  words: OnDemandNamespace[] = [],
): ComponentType<Props> {
  let start = () => {};
  const wanted = new Promise<void>((resolve) => {
    start = resolve;
  });
  everyStart.push(() => start());
  let Loaded: ComponentType<Props> | undefined;
  const loading = wanted
    .then(() => Promise.all([load(), fetchWords(words)]))
    .then(([component]) => {
      Loaded = component;
    });
  if (typeof document === 'undefined' || document.documentElement.dataset.role) {
    start();
    startedWithPage.push(loading);
    for (const namespace of words) speakingWithPage.add(namespace);
  }

  // Per instance and language, one wait for the code and then the words (fetched beside it, so at once).
  const waits = new WeakMap<I18n, Map<string, Promise<unknown>>>();
  const codeAndWords = (i18n: I18n) => {
    const ofInstance = waits.get(i18n) ?? new Map<string, Promise<unknown>>();
    waits.set(i18n, ofInstance);
    const wait = ofInstance.get(i18n.language) ?? loading.then(() => i18n.loadNamespaces(words));
    ofInstance.set(i18n.language, wait);
    return wait;
  };

  function PartOnceLoaded(props: Props) {
    const { i18n, ready } = useTranslation(words);
    if (!Loaded || !ready) use(codeAndWords(i18n));
    return Loaded ? <Loaded {...props} /> : null;
  }

  function DeferredPart(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const keptTaps = useRef<HTMLElement[]>([]);
    const hydrated = useRef(false);
    const stopListening = useRef<() => void>(undefined);

    useLayoutEffect(() => {
      const element = box.current;
      if (!element || hydrated.current) return;
      if (!element.hasChildNodes()) {
        start();
        return;
      }
      // On the window, in the capture phase: React stops an event aimed at a part it has not hydrated
      // at its root, so the part's own box never hears it.
      const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const reach = (event: Event) => {
        if (inPart(event)) start();
      };
      const keepTap = (event: MouseEvent) => {
        const button = inPart(event) && event.target instanceof Element ? event.target.closest('button') : null;
        if (!button || hydrated.current) return;
        event.stopImmediatePropagation();
        event.preventDefault();
        keptTaps.current.push(button);
        start();
      };
      // A form sent before (boot.ts replays one kept before the app took over) would otherwise go to
      // the page's own address: it is kept, and sent again once the part has its code.
      const keepSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !inPart(event) || hydrated.current || form.hasAttribute('action'))
          return;
        event.stopImmediatePropagation();
        event.preventDefault();
        keptTaps.current.push(form);
        start();
      };
      const shown = element.firstElementChild;
      const view = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: VIEW_MARGIN },
      );
      if (shown) view.observe(shown);
      for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
      window.addEventListener('click', keepTap, true);
      window.addEventListener('submit', keepSubmit, true);
      stopListening.current = () => {
        view.disconnect();
        for (const type of REACHING) window.removeEventListener(type, reach, true);
        window.removeEventListener('click', keepTap, true);
        window.removeEventListener('submit', keepSubmit, true);
      };
      return stopListening.current;
    }, []);

    // What the visitor did in the part before its code came: a choice made in a list (the browser
    // shows it, React's state does not know it) is told to the part, and a kept tap pressed again.
    const actOnWhatCameEarly = () => {
      hydrated.current = true;
      stopListening.current?.();
      for (const list of box.current?.querySelectorAll('select') ?? []) {
        const rendered = [...list.options].find((option) => option.defaultSelected) ?? list.options[0];
        if (rendered && list.value !== rendered.value) list.dispatchEvent(new Event('change', { bubbles: true }));
      }
      for (const tap of keptTaps.current.splice(0)) {
        if (!tap.isConnected) continue;
        if (tap instanceof HTMLFormElement) tap.requestSubmit();
        else tap.click();
      }
    };
    // `contents`: the box adds no layout of its own, the part sits in its parent's flow as before.
    return (
      <div ref={box} className="contents">
        <Suspense fallback={null}>
          <PartOnceLoaded {...props} />
          <WhenShown action={actOnWhatCameEarly} />
        </Suspense>
      </div>
    );
  }
  return memo(DeferredPart) as unknown as ComponentType<Props>;
}

/** Calls `action` once its Suspense boundary has committed its content (hydrated, or rendered). */
function WhenShown({ action }: { action: () => void }) {
  const latest = useRef(action);
  latest.current = action;
  useLayoutEffect(() => latest.current(), []);
  return null;
}
