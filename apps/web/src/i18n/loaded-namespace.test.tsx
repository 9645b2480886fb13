import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { LoginPage } from '../features/auth/login-page';
import { createI18n } from './create-i18n';
import { ENGLISH } from './english-catalogue';
import { HINDI } from './hindi';
import { LoadedNamespace, speaking } from './loaded-namespace';

function PaymentsHeading() {
  const { t } = useTranslation('vendor');
  return <h1>{t('payments.title')}</h1>;
}

/** A vendor screen behind its layout route, in an app started as a page starts: first-paint catalogues only. */
function openVendorScreen(language: 'en' | 'hi') {
  const router = createMemoryRouter([
    { element: <LoadedNamespace namespaces={['vendor']} />, children: [{ index: true, element: <PaymentsHeading /> }] },
  ]);
  render(
    <AppProviders queryClient={new QueryClient()} i18n={createI18n(language, language === 'hi' ? HINDI : ENGLISH)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a screen of an on-demand namespace', () => {
  it('waits for its words (the loading line meanwhile), then shows them, never a bare key', async () => {
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    openVendorScreen('hi');
    expect(await screen.findByRole('heading', { name: 'भुगतान' })).toBeInTheDocument();
    watch.disconnect();
    expect(shown.filter((text) => text.includes('payments.title'))).toEqual([]);
    expect(shown.every((text) => text.includes('लोड हो रहा है...') || text.includes('भुगतान'))).toBe(true);
  });

  it('shows English words once the English namespace has arrived', async () => {
    openVendorScreen('en');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });
});

/**
 * The login page as the app routes it, its `account` words on demand, in an app started as a page
 * starts. The Hindi catalogue handed over is a copy of the first paint's namespaces: the shared one may
 * already hold words an earlier test's app loaded.
 */
function openLoginPage(language: 'en' | 'hi') {
  const router = createMemoryRouter([speaking(['account'], [{ index: true, element: <LoginPage /> }])]);
  const firstPaint = language === 'hi' ? { common: HINDI.common, shop: HINDI.shop } : undefined;
  render(
    <AppProviders queryClient={new QueryClient()} i18n={createI18n(language, firstPaint ?? ENGLISH)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a shopper screen whose words load with it', () => {
  it('shows the login page in Hindi once its words have arrived, the loading line until then', async () => {
    openLoginPage('hi');
    expect(screen.getByText('लोड हो रहा है...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('login.');
  });

  it('shows the login page in English', async () => {
    openLoginPage('en');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
