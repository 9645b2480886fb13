import type { Order, OrderPayment } from '@fabric-store/shared';

const WORDS: Record<OrderPayment['status'], string> = {
  due_on_delivery: 'Pay on delivery',
  collected: 'Paid on delivery',
  awaiting_payment: 'Awaiting your UPI payment',
  verifying: 'Payment being verified',
  paid: 'Paid',
  expired: 'Not paid in time',
};

/** An order's payment in a few words for its shopper; a cancelled order has nothing left to pay. */
export function paymentWords(order: Pick<Order, 'status' | 'payment'>): string {
  const unpaid = order.payment.status === 'awaiting_payment' || order.payment.status === 'due_on_delivery';
  if (order.status === 'cancelled' && unpaid) return 'Nothing to pay';
  return WORDS[order.payment.status];
}
