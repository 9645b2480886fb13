import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from './checkout-form';

async function fillAddress() {
  await userEvent.type(screen.getByLabelText('Address'), '12 Loom Street');
  await userEvent.type(screen.getByLabelText('City'), 'Jaipur');
  await userEvent.type(screen.getByLabelText('State'), 'Rajasthan');
  await userEvent.type(screen.getByLabelText('Postal Code'), '302001');
  await userEvent.type(screen.getByLabelText('Country'), 'India');
}

describe('CheckoutForm', () => {
  it('enables Place Order only once the address is complete and a method is chosen', async () => {
    const onPlaceOrder = vi.fn();
    render(<CheckoutForm placing={false} onPlaceOrder={onPlaceOrder} />);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    expect(screen.getByText('Please fill in all shipping address details.')).toBeInTheDocument();

    await fillAddress();
    expect(placeOrder).toBeDisabled();
    expect(screen.getByText('Please select a payment method.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Cash on Delivery');
    expect(placeOrder).toBeEnabled();

    await userEvent.clear(screen.getByLabelText('City'));
    expect(placeOrder).toBeDisabled();
    await userEvent.type(screen.getByLabelText('City'), 'Jaipur');

    await userEvent.click(placeOrder);
    expect(onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Jaipur', paymentMethod: 'cash_on_delivery', country: 'India' }),
    );
  });

  it('offers the placeholder, Cash on Delivery and UPI', () => {
    render(<CheckoutForm placing={false} onPlaceOrder={vi.fn()} />);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['select_an_option', 'Select an option'],
      ['cash_on_delivery', 'Cash on Delivery'],
      ['upi', 'UPI'],
    ]);
  });

  it('shows Placing Order... and stays disabled while the order is in flight', () => {
    render(
      <CheckoutForm
        defaultAddress={{
          address: '12 Loom Street\nFlat 4',
          city: 'Pune',
          state: 'MH',
          postalCode: '411001',
          country: 'India',
        }}
        placing
        onPlaceOrder={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(screen.getByLabelText('Address')).toHaveValue('12 Loom Street\nFlat 4');
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
  });

  it('asks for the recipient’s name and mobile number without holding Place Order back, and says when the number is not one', async () => {
    const onPlaceOrder = vi.fn();
    render(<CheckoutForm placing={false} onPlaceOrder={onPlaceOrder} />);
    await fillAddress();
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Cash on Delivery');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeEnabled();

    await userEvent.type(screen.getByLabelText("Recipient's name (optional)"), 'Lata Iyer');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '12345');
    await userEvent.tab();
    const message = 'Phone must be a 10-digit Indian mobile number, such as 98765 43210 (+91 or 0 before it is fine)';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(placeOrder);
    expect(onPlaceOrder).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Phone (optional)'));
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '+91 98450 12345');
    await userEvent.click(placeOrder);
    await vi.waitFor(() =>
      expect(onPlaceOrder).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Lata Iyer', phone: '+91 98450 12345' }),
      ),
    );
  });
});
