import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/render';
import { CartSummary } from './cart-summary';

describe('CartSummary', () => {
  it('shows free shipping and the total to two decimals', () => {
    render(<CartSummary items={[cartLine('Silk', 450, 2), cartLine('Linen', 120.25, 2)]} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 1,140.50');
  });

  it('leaves a line that is no longer available out of the total', () => {
    const suspendedVendors = cartLine('Withdrawn Silk', 900, 1);
    suspendedVendors.product.available = false;
    render(<CartSummary items={[cartLine('Linen', 120.25, 2), suspendedVendors]} />);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 240.50');
  });

  it('takes the coupon discount off the subtotal and names the coupon', () => {
    render(<CartSummary items={[cartLine('Silk', 375, 2)]} discount={75} coupon="SAVE10" />);
    expect(screen.getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('-Rs. 75.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 675.00');
  });
});
