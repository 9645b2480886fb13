import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { ProfilePage } from './profile-page';

describe('the profile in Hindi', () => {
  it('shows the profile in Hindi and words its form checks in Hindi', async () => {
    renderWithApp(<ProfilePage />, { user: shopper, route: '/profile', hindi: true });
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('ग्राहक')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सेव किए पते' })).toHaveAttribute('href', '/addresses');
    expect(screen.getByRole('heading', { name: 'जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सुरक्षा' })).toBeInTheDocument();
    expect(screen.getByLabelText('नया पासवर्ड')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'बदलें' }));
    expect(screen.getByRole('heading', { name: 'जानकारी बदलें' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('ईमेल'));
    await userEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('ईमेल भरना ज़रूरी है')).toBeInTheDocument();
  });
});
