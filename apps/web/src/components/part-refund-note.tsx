import { formatInIndia, type PartRefund } from '@fabric-store/shared';
import { formatPrice } from './price';

/**
 * What became of the UPI money the store owes back for a cancelled part or a return: being sent back,
 * or sent, with the bank's reference.
 */
export function PartRefundNote({ refund }: { refund: PartRefund }) {
  if (refund.status === 'refunded' && refund.refundedAt) {
    return (
      <>
        Refunded on <time dateTime={refund.refundedAt}>{formatInIndia(refund.refundedAt, 'longDay')}</time>, reference{' '}
        <span className="font-mono font-semibold">{refund.reference}</span>
      </>
    );
  }
  return <>Refund of {formatPrice(refund.amount)}: being processed</>;
}
