import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { initialsOf, ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('makes avatar initials from the first and last names', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf('  meera  lakshmi iyer ')).toBe('MI');
    expect(initialsOf('Tenzin')).toBe('T');
    expect(initialsOf('')).toBe('?');
  });

  it('shows the information and switches to the edit form and back', async () => {
    renderWithApp(<ProfilePage />, { user: shopper, route: '/profile' });
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
