import { formatMetres, type LineAmount, type PaymentMethod, STORE_TIME_ZONE } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import type { ReturnReason, ReturnStatus } from '@fabric-store/shared/return-rules';

// The words Hindi mails share, as a shop in Jaipur writes them: ऑर्डर, मीटर, कपड़ा, कैश ऑन डिलीवरी.
// Money keeps the spec's "Rs." and Indian grouping (hi-IN groups as en-IN does); times are India's.

/** 'ऑर्डर FS-2611-0042'; by its whole id on a mail written before orders had numbers. */
export const hindiOrderLabel = ({ orderId, orderNumber }: { orderId: string; orderNumber?: string }) =>
  `ऑर्डर ${orderNumber ?? `#${orderId}`}`;

export const HINDI_PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'कैश ऑन डिलीवरी',
  upi: 'UPI',
};

export const HINDI_RETURN_REASONS: Record<ReturnReason, string> = {
  damaged: 'खराब हालत में पहुँचा',
  wrong_item: 'गलत सामान आया',
  not_as_described: 'जैसा बताया था वैसा नहीं है',
  changed_mind: 'मन बदल गया',
};

export const HINDI_RETURN_STATUSES: Record<ReturnStatus, string> = {
  requested: 'अनुरोध भेजा गया',
  approved: 'मंज़ूर',
  rejected: 'नामंज़ूर',
  escalated: 'दोबारा जाँच में',
  received: 'सामान वापस मिला',
  refunded: 'पैसे लौटाए गए',
  closed: 'बंद',
};

/** '2.5 मीटर × Rs. 349.50/मीटर', '2 × Rs. 450.50', 'स्वैच (नमूना) × Rs. 30.00', 'बचा हुआ टुकड़ा 0.3 मीटर × …'. */
export function hindiLineAmountText({ quantity, unit, kind, price }: LineAmount): string {
  if (kind === 'swatch') return `स्वैच (नमूना) × ${formatRupees(price)}`;
  if (kind === 'remnant') return `बचा हुआ टुकड़ा ${formatMetres(quantity)} मीटर × ${formatRupees(price)}/मीटर`;
  if (unit === 'per_metre') return `${formatMetres(quantity)} मीटर × ${formatRupees(price)}/मीटर`;
  return `${quantity} × ${formatRupees(price)}`;
}

const hindiDayAndTime = new Intl.DateTimeFormat('hi-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});

/** '29 नवंबर 2026, 2:30 pm' in India's time, with Hindi month names. */
export const hindiDayAndTimeOf = (at: string | Date) =>
  hindiDayAndTime.format(typeof at === 'string' ? new Date(at) : at);

/** What happens to the money of cancelled lines, by how the order was to be paid. */
export function hindiRefundSentence(method: PaymentMethod, amount: number): string {
  return method === 'cash_on_delivery'
    ? `कोई पैसा लौटाना नहीं है: इन चीज़ों के ${formatRupees(amount)} कैश ऑन डिलीवरी पर देने थे, अब नहीं देने होंगे।`
    : `इन चीज़ों के लिए ${HINDI_PAYMENT_LABELS[method]} से चुकाए गए ${formatRupees(amount)} उसी खाते में लौटा दिए जाएँगे जिससे भुगतान हुआ था।`;
}
