// The NPCI deep link every UPI app reads: upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…

/** The order's reference as a UPI transaction reference: its id without dashes (32 characters, within UPI's 35). */
export const upiReference = (orderId: string) => orderId.replace(/-/g, '');

/** Paise as the link's amount: rupees with exactly two decimals, computed in integers. */
const twoDecimals = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** The link for paying `amountPaise` to the marketplace for an order, each value URI-encoded. */
export function upiPaymentUri(
  payee: { upiVpa: string; upiPayeeName: string },
  order: { id: string; orderNumber: string },
  amountPaise: number,
) {
  const reference = upiReference(order.id);
  const values = [
    ['pa', payee.upiVpa],
    ['pn', payee.upiPayeeName],
    ['am', twoDecimals(amountPaise)],
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', `Fabric Store order ${order.orderNumber}`],
  ];
  return `upi://pay?${values.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`).join('&')}`;
}

/** The same link asking for `amountPaise` instead: the payee and the note stay as fixed at checkout. */
export const withAmount = (uri: string, amountPaise: number) =>
  uri.replace(/([?&]am=)[^&]*/, (_match, name: string) => `${name}${twoDecimals(amountPaise)}`);
