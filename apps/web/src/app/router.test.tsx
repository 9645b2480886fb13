import type { SessionUser } from '@fabric-store/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireRole } from '../components/require-role';
import { writeStoredUser } from '../lib/session-storage';
import { createI18nWithEveryCatalogue } from '../test/every-catalogue';
import { shopper, vendor } from '../test/render';
import { stubApi } from '../test/stub-api';
import { AppProviders } from './providers';
import { createRoutes, serverRenderedPaths } from './router';

afterEach(() => vi.unstubAllGlobals());

/** Opens `path` in the app's own route table, signed in as `user` when given. */
function openInApp(path: string, user?: SessionUser) {
  stubApi({});
  if (user) writeStoredUser(user);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProviders
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      i18n={createI18nWithEveryCatalogue('en')}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The first visit to a screen loads its code, which takes seconds in jsdom on a busy machine.
const FIRST_LOAD = { timeout: 15_000 };

const LOGIN_REQUIRED = 'Please login to access this page.';
const FOR_SHOPPERS = 'That page is for shopper accounts. You are signed in as a vendor.';
const FOR_VENDORS = 'That page is for vendor accounts. You are signed in as a shopper.';

describe('the route table guard', () => {
  it.each([
    ['a visitor', '/cart', '/login', LOGIN_REQUIRED, undefined],
    ['a visitor', '/orders/0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', '/login', LOGIN_REQUIRED, undefined],
    ['a visitor', '/order-confirmation/0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f', '/login', LOGIN_REQUIRED, undefined],
    ['a visitor', '/vendor/products', '/login', LOGIN_REQUIRED, undefined],
    ['a visitor', '/profile', '/', 'Please log in first!', undefined],
    ['a vendor', '/checkout', '/', FOR_SHOPPERS, vendor],
    ['a shopper', '/vendor', '/', FOR_VENDORS, shopper],
    ['a shopper', '/vendor/product/edit/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', '/', FOR_VENDORS, shopper],
  ])('sends %s from %s to %s, saying why', async (_who, path, to, message, user) => {
    const router = openInApp(path, user);
    expect(await screen.findByText(message, {}, FIRST_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('lets a vendor into the vendor screens, with their tab title', async () => {
    const router = openInApp('/vendor/orders', vendor);
    await waitFor(() => expect(document.title).toBe('Your Orders · Fabric-Store'), FIRST_LOAD);
    expect(router.state.location.pathname).toBe('/vendor/orders');
  });

  it('lets any signed-in user open the profile', async () => {
    const router = openInApp('/profile', vendor);
    expect(await screen.findByRole('heading', { name: vendor.name }, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('puts every screen but the public ones under the guard', () => {
    const publicPaths = [
      '',
      'products',
      'product/:id',
      'login',
      'register',
      'forgot-password',
      'reset-password',
      'about',
      'shipping',
      'returns',
      'contact',
      'sell',
      '*',
    ];
    const unguarded: string[] = [];
    const guardedPaths: string[] = [];
    const walk = (routes: RouteObject[], guarded: boolean, prefix: string) => {
      for (const route of routes) {
        const path = route.index ? prefix : [prefix, route.path].filter(Boolean).join('/');
        const underGuard = guarded || (route.element as { type?: unknown } | undefined)?.type === RequireRole;
        if (route.children) walk(route.children, underGuard, path);
        else if (underGuard) guardedPaths.push(path);
        else if (!publicPaths.includes(path)) unguarded.push(path);
      }
    };
    walk(createRoutes(), false, '');
    expect(unguarded).toEqual([]);
    expect(guardedPaths).toEqual(expect.arrayContaining(['cart', 'profile', 'vendor', 'vendor/orders']));
  });
});

describe('the pages the server renders', () => {
  it('are the public routes of the table, as the API registers them', () => {
    expect(serverRenderedPaths(createRoutes())).toEqual([
      '/',
      '/products',
      '/product/:id',
      '/about',
      '/shipping',
      '/returns',
      '/contact',
      '/sell',
    ]);
  });
});
