import { RETURN_WINDOW_DAYS } from '@fabric-store/shared/return-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ReturnsPolicyPage } from './returns-policy-page';
import { SellWithUsPage } from './sell-with-us-page';

/** The Yes/No cells of one reason's row, in the order pre-cut piece, cut length, swatch. */
function answersFor(reason: string): string[] {
  const row = screen.getByRole('rowheader', { name: reason }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the returns policy page', () => {
  it('takes back a cut length only for a fault of the seller, a pre-cut piece for any reason and a swatch never', () => {
    renderWithApp(<ReturnsPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(answersFor('Changed mind')).toEqual(['Yes', 'No', 'No']);
    expect(answersFor('Arrived damaged')).toEqual(['Yes', 'Yes', 'No']);
    expect(answersFor('Wrong item')).toEqual(['Yes', 'Yes', 'No']);
    expect(answersFor('Not as described')).toEqual(['Yes', 'Yes', 'No']);
  });

  it('names the return window the API enforces', () => {
    renderWithApp(<ReturnsPolicyPage />);
    expect(
      screen.getByText(`What you can send back within ${RETURN_WINDOW_DAYS} days of delivery`, { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('the Sell with us page', () => {
  it('explains how to register as a vendor and links to registration', () => {
    renderWithApp(<SellWithUsPage />);
    expect(screen.getByText('Register as a vendor', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as a vendor' })).toHaveAttribute('href', '/register');
  });
});
