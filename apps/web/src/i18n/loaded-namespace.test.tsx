import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createI18n } from './create-i18n';
import { HINDI } from './hindi';
import { LoadedNamespace } from './loaded-namespace';

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
    <AppProviders queryClient={new QueryClient()} i18n={createI18n(language, language === 'hi' ? HINDI : undefined)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a screen of an on-demand namespace', () => {
  it('waits for its words with the loading line, then shows them, never a bare key', async () => {
    openVendorScreen('hi');
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
    expect(screen.queryByText('payments.title')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'भुगतान' })).toBeInTheDocument();
  });

  it('shows English words once the English namespace has arrived', async () => {
    openVendorScreen('en');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });
});
