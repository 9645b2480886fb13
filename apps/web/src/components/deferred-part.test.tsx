import { act } from '@testing-library/react';
import { createInstance, type ReadCallback } from 'i18next';
import { type ComponentType, Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnDemandNamespace } from '../i18n/on-demand-catalogues';
import { deferredPart } from './deferred-part';

interface RemnantProps {
  label: string;
  onAdd: () => void;
}

/** A part with a button, as the product page's remnants are. */
function Remnant({ label, onAdd }: RemnantProps) {
  return (
    <button type="button" onClick={onAdd}>
      {label}
    </button>
  );
}

/** A part with a list, as the calculator's garment and the reviews' order are. */
function GarmentChoice({ label, onAdd }: RemnantProps) {
  const [garment, setGarment] = useState('');
  return (
    <label>
      {label}
      <select value={garment} onChange={(event) => setGarment(event.target.value)}>
        <option value="">Choose a garment</option>
        <option value="kurta">Kurta</option>
      </select>
      <button type="button" onClick={onAdd}>
        {garment || 'none'}
      </button>
    </label>
  );
}

/** A part with a form only the app sends, as the footer's newsletter is. */
function Newsletter({ label, onAdd }: RemnantProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <button type="submit">{label}</button>
    </form>
  );
}

/** The server's HTML of a deferred part: the part whole, in its box and its boundary. */
function serverHtml(props: RemnantProps, Shown: ComponentType<RemnantProps> = Remnant): string {
  return renderToString(
    <div className="contents">
      <Suspense fallback={null}>
        <Shown {...props} />
      </Suspense>
    </div>,
  );
}

/** A part whose code arrives when the test says, and how often it was asked for. */
function partWithCode(Shown: ComponentType<RemnantProps> = Remnant, words: OnDemandNamespace[] = []) {
  let deliver: (component: ComponentType<RemnantProps>) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<RemnantProps>>((resolve) => {
        deliver = resolve;
      }),
  );
  const Part = deferredPart(load, words);
  return { Part, load, deliverCode: () => act(async () => deliver(Shown)) };
}

/** Lets what the last event started run (the code is asked for a microtask later). */
function settle() {
  return act(async () => {});
}

let viewObservers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
let root: Root | undefined;

beforeEach(() => {
  viewObservers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        viewObservers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

async function hydrate(
  Part: ComponentType<RemnantProps>,
  props: RemnantProps,
  Shown: ComponentType<RemnantProps> = Remnant,
): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(props, Shown);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Part {...props} />);
  });
  return container;
}

function scrollIntoView() {
  for (const { callback, targets } of viewObservers)
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

describe('a part whose code comes later', () => {
  it('keeps the server’s HTML and fetches no code until it nears the viewport, then works', async () => {
    const { Part, load, deliverCode } = partWithCode();
    const onAdd = vi.fn();
    const page = await hydrate(Part, { label: 'Add remnant', onAdd });

    expect(load).not.toHaveBeenCalled();
    expect(page.querySelector('button')).toHaveTextContent('Add remnant');

    scrollIntoView();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await deliverCode();
    act(() => page.querySelector('button')?.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('fetches its code when the visitor reaches for it', async () => {
    const { Part, load } = partWithCode();
    const page = await hydrate(Part, { label: 'Add remnant', onAdd: () => {} });

    page.querySelector('button')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('presses a button tapped before its code came, once, when it has come', async () => {
    const { Part, deliverCode } = partWithCode();
    const onAdd = vi.fn();
    const page = await hydrate(Part, { label: 'Add remnant', onAdd });
    const button = page.querySelector('button');

    act(() => button?.click());
    await settle();
    expect(onAdd).not.toHaveBeenCalled();
    await deliverCode();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(page.querySelector('button')).toBe(button);
  });

  it('tells the part of a choice made in a list before its code came', async () => {
    const { Part, deliverCode } = partWithCode(GarmentChoice);
    const page = await hydrate(Part, { label: 'Garment', onAdd: () => {} }, GarmentChoice);
    const list = page.querySelector('select') as HTMLSelectElement;

    list.dispatchEvent(new Event('focusin', { bubbles: true }));
    list.value = 'kurta';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await deliverCode();
    expect(page.querySelector('button')).toHaveTextContent('kurta');
  });

  it('sends a form sent before its code came, once, when it has come', async () => {
    const { Part, deliverCode } = partWithCode(Newsletter);
    const onAdd = vi.fn();
    const page = await hydrate(Part, { label: 'Subscribe', onAdd }, Newsletter);
    const form = page.querySelector('form') as HTMLFormElement;

    act(() => form.requestSubmit());
    await settle();
    expect(onAdd).not.toHaveBeenCalled();
    await deliverCode();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('fetches its code at once on a page the app renders itself, and shows the part', async () => {
    const { Part, load, deliverCode } = partWithCode();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Part label="Add remnant" onAdd={() => {}} />);
    });

    expect(load).toHaveBeenCalledTimes(1);
    await deliverCode();
    expect(container.querySelector('button')).toHaveTextContent('Add remnant');
  });
});

/** A part speaking a namespace of its own, as the reviews do. */
function ReviewsHeading({ onAdd }: RemnantProps) {
  const { t } = useTranslation('reviews');
  return (
    <button type="button" onClick={onAdd}>
      {t('heading')}
    </button>
  );
}

/** The browser's i18next, without the part's words until the test delivers them. */
function browserWords() {
  let deliver: () => void = () => {};
  const instance = createInstance();
  void instance
    .use({
      type: 'backend',
      init: () => undefined,
      read: (_language: string, _namespace: string, callback: ReadCallback) => {
        deliver = () => callback(null, { heading: 'Reviews' });
      },
    })
    // As the app's (create-i18n.ts): a screen does not suspend for its words, so the part must wait for them.
    .init({
      lng: 'en',
      fallbackLng: false,
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
      react: { useSuspense: false },
    });
  return { instance, deliverWords: () => act(async () => deliver()) };
}

describe('a part whose words come with its code', () => {
  it('keeps the server’s words until its code and its words are in, never showing a key', async () => {
    const { Part, load, deliverCode } = partWithCode(ReviewsHeading, ['reviews']);
    const { instance, deliverWords } = browserWords();
    const server = createInstance();
    void server.init({ lng: 'en', resources: { en: { reviews: { heading: 'Reviews' } } }, initAsync: false });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nextProvider i18n={server}>
        <div className="contents">
          <Suspense fallback={null}>
            <ReviewsHeading label="" onAdd={() => {}} />
          </Suspense>
        </div>
      </I18nextProvider>,
    );
    document.body.append(container);
    const shown: string[] = [];
    new MutationObserver(() => shown.push(container.textContent ?? '')).observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const onAdd = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nextProvider i18n={instance}>
          <Part label="" onAdd={onAdd} />
        </I18nextProvider>,
      );
    });

    expect(instance.hasLoadedNamespace('reviews')).toBe(false);
    scrollIntoView();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await deliverCode();
    expect(container).toHaveTextContent('Reviews');
    await deliverWords();
    act(() => container.querySelector('button')?.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Reviews');
    expect(shown.filter((text) => text !== 'Reviews')).toEqual([]);
  });
});
