import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session';
import { writeStoredUser } from '../lib/session-storage';
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

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.__takeEarlyTap = undefined;
});

/**
 * Renders the page as the server does (as a visitor's), keeps a tap on its button as boot.ts does,
 * and hydrates it as main.tsx does; returns whom each press acted for.
 */
async function hydrateWithKeptTap(): Promise<string[]> {
  const presses: string[] = [];
  const page = (
    <AppProviders>
      <PressedFor presses={presses} />
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  let kept: HTMLElement | undefined = container.querySelector('button') ?? undefined;
  window.__takeEarlyTap = vi.fn(() => {
    const tap = kept;
    kept = undefined;
    return tap;
  });
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, page);
    });
  });
  return presses;
}

describe('a button tapped before the app took over the page', () => {
  it('is acted on once, for the signed-in shopper rather than the visitor the server rendered', async () => {
    writeStoredUser(shopper);
    expect(await hydrateWithKeptTap()).toEqual([shopper.name]);
    expect(window.__takeEarlyTap).toHaveBeenCalledTimes(1);
  });

  it('is acted on once for a visitor', async () => {
    expect(await hydrateWithKeptTap()).toEqual(['a visitor']);
  });
});
