import type { PartRefund } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';
import { TaggedWords } from '../i18n/tagged-words';
import { formatPrice } from './price';

/**
 * What became of the UPI money the store owes back for a cancelled part or a return: being sent back,
 * or sent, with the bank's reference.
 */
export function PartRefundNote({ refund }: { refund: PartRefund }) {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  if (refund.status === 'refunded' && refund.refundedAt) {
    return (
      <TaggedWords
        sentence={t('refund.refunded', { date: date(refund.refundedAt, 'longDay'), reference: refund.reference })}
        tags={{
          time: <time dateTime={refund.refundedAt} />,
          reference: <span className="font-mono font-semibold" />,
        }}
      />
    );
  }
  return <>{t('refund.processing', { amount: formatPrice(refund.amount) })}</>;
}
