import { act } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session';
import { writeStoredUser } from '../lib/session-storage';
import { createI18nWithEveryCatalogue } from '../test/every-catalogue';
import { shopper } from '../test/render';
import { AppProviders } from './providers';

/** A button that says whom it acted for: the signed-in shopper's name, or 'a visitor'. */
function PressedFor({ presses }: { presses: string[] }) {
  const { user } = useSession();
  return (
    <button type="button" onClick={() => presses.push(user?.name ?? 'a visitor')}>
      Add to Cart
    </button>
  );
}

/** A stepper's plus: each press adds one to the value of the render it was pressed in. */
function Plus() {
  const [value, setValue] = useState(1);
  return (
    <button type="button" onClick={() => setValue(value + 1)}>
      {value}
    </button>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.__takeEarlyTaps = undefined;
});

/**
 * Renders the page as the server does (as a visitor's), keeps `taps` taps on its button as boot.ts
 * does, and hydrates it as main.tsx does; returns the button once the kept taps have been acted on.
 */
async function hydrateWithKeptTaps(page: React.ReactElement, taps = 1): Promise<HTMLButtonElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const button = container.querySelector('button');
  if (!button) throw new Error('The page has no button');
  let kept: HTMLElement[] = Array.from({ length: taps }, () => button);
  window.__takeEarlyTaps = vi.fn(() => kept.splice(0));
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, page);
    });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  kept = [];
  return button;
}

describe('a button tapped before the app took over the page', () => {
  it('is acted on once, for the signed-in shopper rather than the visitor the server rendered', async () => {
    writeStoredUser(shopper);
    const presses: string[] = [];
    await hydrateWithKeptTaps(
      <AppProviders i18n={createI18nWithEveryCatalogue('en')}>
        <PressedFor presses={presses} />
      </AppProviders>,
    );
    expect(presses).toEqual([shopper.name]);
    expect(window.__takeEarlyTaps).toHaveBeenCalledTimes(1);
  });

  it('is acted on once for a visitor', async () => {
    const presses: string[] = [];
    await hydrateWithKeptTaps(
      <AppProviders i18n={createI18nWithEveryCatalogue('en')}>
        <PressedFor presses={presses} />
      </AppProviders>,
    );
    expect(presses).toEqual(['a visitor']);
  });

  it('tapped twice is acted on twice, the second time on what the first left', async () => {
    const plus = await hydrateWithKeptTaps(
      <AppProviders i18n={createI18nWithEveryCatalogue('en')}>
        <Plus />
      </AppProviders>,
      2,
    );
    expect(plus).toHaveTextContent('3');
  });
});
