import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { Footer } from './footer';

describe('the footer', () => {
  it('promises only the returns the rules allow under "90 Days Return"', () => {
    renderWithApp(<Footer />);
    const promise = screen.getByText('90 Days Return').parentElement as HTMLElement;
    expect(promise).toHaveTextContent(
      '90 Days ReturnPre-cut pieces for any reason; cut lengths if damaged, wrong or not as described',
    );
    expect(promise).not.toHaveTextContent(/changed your mind/i);
  });

  it.each([
    ['Our Story', '/about'],
    ['Sell with us', '/sell'],
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
    ['Contact', '/contact'],
  ])('links %s to its page %s', (label, path) => {
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', path);
  });
});
