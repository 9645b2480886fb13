import { act } from '@testing-library/react';
import { type ComponentType, Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
function partWithCode(Shown: ComponentType<RemnantProps> = Remnant) {
  let deliver: (component: ComponentType<RemnantProps>) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<RemnantProps>>((resolve) => {
        deliver = resolve;
      }),
  );
  const Part = deferredPart(load);
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
