// The operator's read of an order: every part, its history and payment; it moves nothing.
import type { AdminOrder } from '@fabric-store/shared';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { loadOrder, ORDER_NOT_FOUND, toOrder } from './order-views';

/** Any order with every part, its history and payment, for the operator. */
export async function getOrderForOperator(db: Executor, orderId: string): Promise<AdminOrder> {
  const loaded = await loadOrder(db, orderId);
  if (!loaded) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const { customerName, customerEmail } = loaded.order;
  return { ...toOrder(loaded.order, loaded.parts, 'operator'), customerName, customerEmail };
}
