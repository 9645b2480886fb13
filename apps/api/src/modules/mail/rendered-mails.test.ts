import { createHash } from 'node:crypto';
import { LANGUAGES } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';
import type { MailKind, MailLine, MailPayloads, ReturnMail } from './kinds';
import { renderMail } from './messages';

// Every kind of mail, in each of its shapes, as its recipient reads it in each language: the snapshot
// holds the subject and the plain text word for word, and a digest of the HTML, so that a change of
// words shows in review and a change of markup at all (a tag, an attribute, a text node split) fails.

type MailCase = { [K in MailKind]: { name: string; kind: K; mail: MailPayloads[K] } }[MailKind];

const ORIGIN = 'https://shop.example';
const ORDER = { orderId: '5b0c6a34-1111-4000-8000-000000000001', orderNumber: 'FS-2611-0042' };
/** A mail enqueued before orders had numbers names the order by its id. */
const OLD_ORDER = { orderId: '5b0c6a34-1111-4000-8000-000000000002' };
const SHOPPER = 'Kavita <b>Sharma</b> & "Co"';
const VENDOR = 'Bela <i>Weaves</i>';
const ADDRESS = {
  name: 'Kavita Sharma',
  address: '12, Johari Bazar\nNear Hawa Mahal',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302003',
  country: 'India',
};
const LINES: MailLine[] = [
  { name: 'Banarasi <Silk>', quantity: 2.5, unit: 'per_metre', kind: 'length', price: 123456.5, total: 308641.25 },
  { name: 'Block-print Dupatta', quantity: 2, unit: 'per_piece', kind: 'length', price: 450.5, total: 901 },
  { name: 'Indigo Cotton', quantity: 1, unit: 'per_metre', kind: 'swatch', price: 30, total: 30 },
  { name: 'Khadi', quantity: 0.3, unit: 'per_metre', kind: 'remnant', price: 245, total: 73.5 },
];
const CUT_LINES: MailLine[] = LINES.map((line, index) =>
  index === 0 ? { ...line, cut: 'Roll R-7, lot L-2026-11' } : line,
);

const order = (extra: Partial<MailPayloads['order_placed']> = {}): MailPayloads['order_placed'] => ({
  ...ORDER,
  customerName: SHOPPER,
  lines: LINES,
  total: 309645.75,
  paymentMethod: 'cash_on_delivery',
  shippingAddress: ADDRESS,
  ...extra,
});

const vendorPart = (extra: Partial<MailPayloads['vendor_new_part']> = {}): MailPayloads['vendor_new_part'] => ({
  ...ORDER,
  vendorName: VENDOR,
  customerName: SHOPPER,
  lines: CUT_LINES,
  subtotal: 309645.75,
  paymentMethod: 'upi',
  shippingAddress: ADDRESS,
  ...extra,
});

const partMoved = (extra: Partial<MailPayloads['part_moved']>): MailPayloads['part_moved'] => ({
  ...ORDER,
  customerName: SHOPPER,
  vendorName: VENDOR,
  status: 'accepted',
  lines: LINES,
  subtotal: 309645.75,
  paymentMethod: 'upi',
  carrier: null,
  trackingNumber: null,
  reason: null,
  ...extra,
});

const payment = (extra: Partial<MailPayloads['payment_received']> = {}): MailPayloads['payment_received'] => ({
  ...ORDER,
  customerName: SHOPPER,
  amount: 123456.5,
  utr: '123456789012',
  reason: null,
  ...extra,
});

const returned = (extra: Partial<ReturnMail>): ReturnMail => ({
  ...ORDER,
  returnId: '7c1d2e3f-2222-4000-8000-000000000003',
  customerName: SHOPPER,
  vendorName: VENDOR,
  status: 'requested',
  reason: 'damaged',
  lines: LINES.slice(0, 2),
  amount: 309542.25,
  paymentMethod: 'upi',
  note: 'Torn <at> the selvedge',
  ...extra,
});

const RETURN_SHAPES: ReturnMail[] = [
  returned({ status: 'requested' }),
  returned({ status: 'approved', returnAddress: 'Bela Weaves, 4 Chowk <Road>, Varanasi 221001' }),
  returned({ status: 'approved', paymentMethod: 'cash_on_delivery', note: null }),
  returned({ status: 'rejected', reason: 'changed_mind' }),
  returned({ status: 'escalated', reason: 'wrong_item' }),
  returned({ status: 'received', reason: 'not_as_described' }),
  returned({ status: 'refunded' }),
  returned({ status: 'refunded', paymentMethod: 'cash_on_delivery' }),
  returned({ ...OLD_ORDER, status: 'closed', note: null }),
];

const CASES: MailCase[] = [
  {
    name: 'with a coupon, cash on delivery',
    kind: 'order_placed',
    mail: order({ coupon: { code: 'DIWALI<10>', discount: 1234.5 } }),
  },
  {
    name: 'by UPI, an order before numbers',
    kind: 'order_placed',
    mail: order({ ...OLD_ORDER, orderNumber: undefined, paymentMethod: 'upi' }),
  },
  { name: 'without a coupon', kind: 'vendor_new_part', mail: vendorPart() },
  {
    name: 'with its own coupon',
    kind: 'vendor_new_part',
    mail: vendorPart({ coupon: { code: 'WEAVE5', discount: 500.25, fundedBy: 'vendor' } }),
  },
  {
    name: 'with the marketplace’s coupon',
    kind: 'vendor_new_part',
    mail: vendorPart({
      paymentMethod: 'cash_on_delivery',
      coupon: { code: 'FS100', discount: 100, fundedBy: 'marketplace' },
    }),
  },
  { name: 'accepted', kind: 'part_moved', mail: partMoved({ status: 'accepted' }) },
  {
    name: 'shipped with carrier and tracking',
    kind: 'part_moved',
    mail: partMoved({ status: 'shipped', carrier: 'Delhivery <Express>', trackingNumber: 'DL123456789IN' }),
  },
  { name: 'shipped without them', kind: 'part_moved', mail: partMoved({ status: 'shipped' }) },
  { name: 'delivered', kind: 'part_moved', mail: partMoved({ status: 'delivered' }) },
  {
    name: 'cancelled by the vendor, cash',
    kind: 'part_moved',
    mail: partMoved({ status: 'cancelled', paymentMethod: 'cash_on_delivery', reason: 'Out of <stock>' }),
  },
  {
    name: 'cancelled by the marketplace, UPI',
    kind: 'part_moved',
    mail: partMoved({ status: 'cancelled', by: 'marketplace' }),
  },
  {
    name: 'with a reason, cash',
    kind: 'order_cancelled',
    mail: {
      ...ORDER,
      customerName: SHOPPER,
      lines: LINES,
      cancelledTotal: 309645.75,
      paymentMethod: 'cash_on_delivery',
      reason: 'Ordered <twice>',
    },
  },
  {
    name: 'without a reason, UPI',
    kind: 'order_cancelled',
    mail: {
      ...OLD_ORDER,
      customerName: SHOPPER,
      lines: LINES.slice(2),
      cancelledTotal: 103.5,
      paymentMethod: 'upi',
      reason: null,
    },
  },
  {
    name: 'by the shopper',
    kind: 'vendor_part_cancelled',
    mail: {
      ...ORDER,
      vendorName: VENDOR,
      customerName: SHOPPER,
      lines: CUT_LINES,
      subtotal: 309645.75,
      reason: 'Ordered <twice>',
    },
  },
  {
    name: 'by the marketplace',
    kind: 'vendor_part_cancelled',
    mail: {
      ...ORDER,
      vendorName: VENDOR,
      customerName: SHOPPER,
      lines: LINES,
      subtotal: 309645.75,
      reason: null,
      by: 'marketplace',
    },
  },
  { name: 'received', kind: 'payment_received', mail: payment() },
  {
    name: 'rejected with a reason and a new deadline',
    kind: 'payment_rejected',
    mail: payment({ reason: 'No such <UTR>', payBy: '2026-11-29T20:00:00.000Z' }),
  },
  {
    name: 'rejected without either',
    kind: 'payment_rejected',
    mail: payment({ ...OLD_ORDER, orderNumber: undefined, payBy: null }),
  },
  { name: 'received for an order then cancelled', kind: 'payment_received', mail: payment({ cancelled: true }) },
  {
    name: 'rejected for an order then cancelled',
    kind: 'payment_rejected',
    mail: payment({ reason: 'No such UTR', payBy: '2026-11-29T20:00:00.000Z', cancelled: true }),
  },
  { name: 'expired', kind: 'order_expired', mail: payment({ utr: null }) },
  {
    name: 'for a return',
    kind: 'refund_sent',
    mail: {
      ...ORDER,
      cause: 'return',
      customerName: SHOPPER,
      vendorName: VENDOR,
      amount: 123456.5,
      reference: 'HDFC<0001>',
    },
  },
  {
    name: 'for a cancelled part',
    kind: 'refund_sent',
    mail: {
      ...ORDER,
      cause: 'cancellation',
      customerName: SHOPPER,
      vendorName: VENDOR,
      amount: 901,
      reference: 'HDFC0002',
    },
  },
  {
    name: 'written before causes',
    kind: 'refund_sent',
    mail: { ...OLD_ORDER, customerName: SHOPPER, vendorName: VENDOR, amount: 901, reference: 'HDFC0003' },
  },
  ...RETURN_SHAPES.map(
    (mail): MailCase => ({ name: `${mail.status}, ${mail.paymentMethod}`, kind: 'return_moved', mail }),
  ),
  ...RETURN_SHAPES.map(
    (mail): MailCase => ({ name: `${mail.status}, ${mail.paymentMethod}`, kind: 'vendor_return', mail }),
  ),
  { name: 'a shopper', kind: 'welcome', mail: { name: SHOPPER, role: 'customer' } },
  { name: 'a vendor', kind: 'welcome', mail: { name: VENDOR, role: 'vendor' } },
  { name: 'reset', kind: 'password_reset', mail: { name: SHOPPER, token: 'a+b/c=d&e', validMinutes: 30 } },
  { name: 'by a reset link', kind: 'password_changed', mail: { name: SHOPPER, by: 'reset' } },
  { name: 'from the profile', kind: 'password_changed', mail: { name: SHOPPER, by: 'change' } },
  {
    name: 'a price drop',
    kind: 'saved_fabric_news',
    mail: {
      name: SHOPPER,
      fabricId: 'f-1',
      fabricName: 'Banarasi <Silk>',
      price: 123456.5,
      previousPrice: 150000,
      backInStock: false,
    },
  },
  {
    name: 'a price drop back in stock',
    kind: 'saved_fabric_news',
    mail: {
      name: SHOPPER,
      fabricId: 'f-1',
      fabricName: 'Banarasi <Silk>',
      price: 99.5,
      previousPrice: 120,
      backInStock: true,
    },
  },
  {
    name: 'back in stock',
    kind: 'saved_fabric_news',
    mail: {
      name: SHOPPER,
      fabricId: 'f-1',
      fabricName: 'Banarasi <Silk>',
      price: 1234.5,
      previousPrice: null,
      backInStock: true,
    },
  },
  {
    name: 'two fabrics',
    kind: 'review_invite',
    mail: {
      ...ORDER,
      name: SHOPPER,
      fabrics: [
        { id: 'f-1', name: 'Banarasi <Silk>' },
        { id: 'f-2', name: 'Khadi' },
      ],
    },
  },
  {
    name: 'an order before numbers, no fabric left',
    kind: 'review_invite',
    mail: { ...OLD_ORDER, name: SHOPPER, fabrics: [] },
  },
];

describe('every mail as its recipient reads it', () => {
  it('has a shape of every kind', () => {
    const kinds = new Set(CASES.map(({ kind }) => kind));
    expect(kinds.size).toBe(16);
  });

  it('names a dropped price in its subject as the site shows money, in lakhs', async () => {
    const drop: MailPayloads['saved_fabric_news'] = {
      name: 'Kavita',
      fabricId: 'f-1',
      fabricName: 'Banarasi Silk',
      price: 123456.5,
      previousPrice: 150000,
      backInStock: false,
    };
    const english = await renderMail('saved_fabric_news', drop, ORIGIN, 'en');
    const hindi = await renderMail('saved_fabric_news', drop, ORIGIN, 'hi');
    expect(english.subject).toBe('Price drop: Banarasi Silk is now Rs. 1,23,456.50');
    expect(hindi.subject).toBe('दाम घटे: Banarasi Silk अब Rs. 1,23,456.50 में');
  });

  for (const language of LANGUAGES) {
    for (const { name, kind, mail } of CASES) {
      it(`${kind} ${name}, in ${language}`, async () => {
        const rendered = await renderMail(kind, mail as never, ORIGIN, language);
        expect(rendered.html).not.toMatch(/<(b|i|Silk|twice|stock|UTR|Road|at|Express|0001|10)>/);
        const html = createHash('sha256').update(rendered.html).digest('hex');
        expect({ subject: rendered.subject, text: rendered.text, html }).toMatchSnapshot();
      });
    }
  }
});
