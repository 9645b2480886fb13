// A return as every view shows it: the JSON each read selects, and the answer built from it.
import {
  fromHundredths,
  type PartRefund,
  type PaymentMethod,
  paiseToRupees,
  type Return,
  type ReturnReason,
  type ReturnStatus,
} from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { ReturnEventColumn, ReturnLineColumn } from '../../db/schema';
import { returnAddressSql } from '../vendors/tax-profile';

/** The return `r` (joined with its vendor as `rv`) as one JSON object, under the names `toReturn` reads. */
export const returnJson = sql`json_build_object('id', r.id, 'orderId', r.order_id, 'vendorId', r.vendor_id,
  'vendorName', rv.name, 'customerId', r.customer_id, 'lines', r.lines, 'reason', r.reason, 'note', r.note,
  'status', r.status, 'amountPaise', r.amount_paise, 'commissionPaise', r.commission_paise, 'restocked', r.restocked,
  'refundReference', r.refund_reference, 'createdAt', r.created_at, 'history', r.history,
  'order', (select json_build_object('paymentMethod', o.payment_method, 'number', o.order_number)
    from orders o where o.id = r.order_id),
  'returnAddress', case when r.status = 'approved' then ${returnAddressSql(sql`r.vendor_id`)} end,
  'refund', (select json_build_object('amountPaise', ur.amount_paise, 'status', ur.status,
    'refundedAt', ur.refunded_at, 'reference', ur.reference)
    from upi_refunds ur where ur.return_id = r.id and ur.status <> 'void'),
  'photos', (select coalesce(json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height,
    'widths', (select json_agg(json_build_object('width', v.width, 'hash', v.hash) order by v.width)
      from return_photo_variants v where v.photo_id = p.id and v.format = 'webp')) order by p.position), '[]')
    from return_photos p where p.return_id = r.id))`;

/** The returns of the part `partId` (an SQL expression, such as `vo.id`), oldest first, as a JSON array. */
export const returnsOfPart = (
  partId: SQL,
) => sql`(select coalesce(json_agg(${returnJson} order by r.created_at, r.id), '[]')
  from returns r join users rv on rv.id = r.vendor_id where r.vendor_order_id = ${partId})`;

export interface ReturnRow {
  id: string;
  orderId: string;
  /** The order's payment method and number, read once for both. */
  order: { paymentMethod: PaymentMethod; number: string };
  vendorId: string;
  vendorName: string;
  customerId: string;
  lines: ReturnLineColumn[];
  reason: ReturnReason;
  note: string | null;
  status: ReturnStatus;
  amountPaise: number;
  commissionPaise: number;
  restocked: boolean;
  refundReference: string | null;
  /** While the return is approved: where the shopper sends the goods back. */
  returnAddress: string | null;
  refund: RefundRow | null;
  createdAt: string;
  history: ReturnEventColumn[];
  photos: { id: string; width: number; height: number; widths: { width: number; hash: string }[] | null }[];
}

/** A refund the marketplace owes on a UPI order (a cancelled part's or a return's), as the views read it. */
export interface RefundRow {
  amountPaise: number;
  status: 'pending' | 'due' | 'refunded';
  refundedAt: string | null;
  reference: string | null;
}

export const toRefund = (refund: RefundRow): PartRefund => ({
  amount: paiseToRupees(Number(refund.amountPaise)),
  status: refund.status,
  refundedAt: refund.refundedAt === null ? null : new Date(refund.refundedAt).toISOString(),
  reference: refund.reference,
});

/** A return photo's private URL: the return's own route, which checks who asks. */
export const returnPhotoUrl = (returnId: string, hash: string) => `/api/returns/${returnId}/photos/${hash}.webp`;

/** A return as `audience` reads it: the vendor and the operator also see the commission on it. */
export const toReturn = (row: ReturnRow, audience: 'shopper' | 'vendor' | 'operator'): Return => ({
  _id: row.id,
  orderId: row.orderId,
  orderNumber: row.order.number,
  vendor: { _id: row.vendorId, name: row.vendorName },
  lines: row.lines.map((line) => ({
    fabric_id: line.fabricId,
    name: line.fabricName,
    kind: line.kind,
    unit: line.unit,
    quantity: fromHundredths(line.quantity),
    price: paiseToRupees(line.unitPricePaise),
    amount: paiseToRupees(line.amountPaise),
  })),
  reason: row.reason,
  note: row.note,
  status: row.status,
  amount: paiseToRupees(Number(row.amountPaise)),
  ...(audience === 'shopper' ? {} : { commission: paiseToRupees(Number(row.commissionPaise)) }),
  restocked: row.restocked,
  // On UPI the marketplace's bank reference, once the operator sent the refund.
  refundReference: row.refundReference ?? row.refund?.reference ?? null,
  refundBy: row.order.paymentMethod === 'upi' ? 'marketplace' : 'vendor',
  ...(row.returnAddress && { returnAddress: row.returnAddress }),
  ...(row.refund && { refund: toRefund(row.refund) }),
  createdAt: new Date(row.createdAt).toISOString(),
  history: row.history.map((event) => ({
    status: event.status,
    at: new Date(event.at).toISOString(),
    actor: event.actorRole,
    actorId: event.actorId,
    note: event.note,
  })),
  photos: row.photos.map((photo) => {
    const smallest = photo.widths?.[0];
    const largest = photo.widths?.at(-1);
    return {
      _id: photo.id,
      width: photo.width,
      height: photo.height,
      thumbnailUrl: smallest ? returnPhotoUrl(row.id, smallest.hash) : '',
      url: largest ? returnPhotoUrl(row.id, largest.hash) : '',
    };
  }),
});
