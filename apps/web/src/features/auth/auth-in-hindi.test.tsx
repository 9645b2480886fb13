import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

describe('signing in and registering in Hindi', () => {
  it('shows the login form in Hindi and words the form checks in Hindi', async () => {
    renderWithApp(<LoginPage />, { hindi: true, route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toHaveAttribute('href', '/register');

    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByText('ईमेल भरना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड भरना ज़रूरी है')).toBeInTheDocument();
  });

  it('registers a vendor from the Hindi form, the account taking Hindi for its mails', async () => {
    const api = stubApi({ 'POST /api/auth/register': (request) => ({ ...(request.body as object), message: 'ok' }) });
    const { container } = renderWithApp(<RegisterPage />, { hindi: true, route: '/register' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByText('नाम भरना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('पता भरना ज़रूरी है')).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByLabelText('नाम'), 'Lata Iyer');
    await fill(screen.getByLabelText('ईमेल'), 'lata@example.com');
    await fill(screen.getByLabelText('पासवर्ड'), 'handloom-2026');
    await fill(screen.getByLabelText('फ़ोन नंबर'), '9845012345');
    await user.selectOptions(screen.getByLabelText('अकाउंट किसलिए'), 'विक्रेता (कपड़ा बेचना)');
    // The address parts' labels are another screen's words; the street is found by its field's name.
    await fill(container.querySelector('[name="shippingAddress.address"]') as HTMLElement, '12 Weavers Lane');
    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));

    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.body).toMatchObject({
      name: 'Lata Iyer',
      email: 'lata@example.com',
      role: 'vendor',
      address: '12 Weavers Lane',
      language: 'hi',
    });
  });
});
