import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalePrice, saleBadge } from './sale-price';

describe('SalePrice', () => {
  it('shows the price alone when the fabric is not on sale', () => {
    render(<SalePrice price={500} compareAtPrice={null} />);
    expect(screen.getByText('Rs. 500.00')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('shows the sale price, the regular price struck through and how much is off', () => {
    render(<SalePrice price={375} compareAtPrice={500} />);
    expect(screen.getByText('Rs. 375.00')).toBeInTheDocument();
    expect(screen.getByText('Regular price', { exact: false }).closest('s')).toHaveTextContent('Rs. 500.00');
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('rounds the badge to a whole percent and never shows 0%', () => {
    expect(saleBadge(199.99, 299.99)).toBe('-33%');
    expect(saleBadge(999.99, 1000)).toBe('-1%');
  });
});
