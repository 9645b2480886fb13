/** @jsxRuntime automatic @jsxImportSource react */
import { formatRupees, paiseToRupees, rupeesToPaise } from '@fabric-store/shared/money';
import type {
  OrderCancelledMail,
  OrderPlacedMail,
  PartMovedMail,
  VendorNewPartMail,
  VendorPartCancelledMail,
} from '../kinds';
import {
  ActionButton,
  AddressBlock,
  Divider,
  LineTable,
  MailLayout,
  orderLabel,
  Paragraph,
  paymentLabel,
  refundSentence,
} from './layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

export function OrderPlaced({ mail, origin }: WithOrigin<OrderPlacedMail>) {
  const link = `${origin}/orders/${mail.orderId}`;
  return (
    <MailLayout preview={`Thank you for your order: ${formatRupees(mail.total)}`} heading="Thank you for your order">
      <Paragraph>
        Hello {mail.customerName}, we have your {orderLabel(mail)}. Each seller will confirm their part of it, and we
        will write again when it ships.
      </Paragraph>
      <LineTable
        lines={mail.lines}
        adjustment={
          mail.coupon && { label: `Coupon ${mail.coupon.code}`, amount: `−${formatRupees(mail.coupon.discount)}` }
        }
        totalLabel="Total"
        total={mail.total}
      />
      <Paragraph>Payment method: {paymentLabel(mail.paymentMethod)}</Paragraph>
      <AddressBlock heading="Shipping to" address={mail.shippingAddress} />
      <ActionButton href={link}>View your order</ActionButton>
    </MailLayout>
  );
}

export function VendorNewPart({ mail, origin }: WithOrigin<VendorNewPartMail>) {
  return (
    <MailLayout preview={`New order from ${mail.customerName}`} heading="You have a new order">
      <Paragraph>
        Hello {mail.vendorName}, {mail.customerName} ordered from you ({orderLabel(mail)}). Please accept it on your
        orders page.
      </Paragraph>
      <VendorPartTable mail={mail} />
      <Paragraph>Payment method: {paymentLabel(mail.paymentMethod)}</Paragraph>
      <AddressBlock heading="Ship to" address={mail.shippingAddress} />
      <ActionButton href={`${origin}/vendor/orders`}>Open your orders</ActionButton>
    </MailLayout>
  );
}

/**
 * The vendor's lines and what its part comes to: its own coupon is taken off it; the marketplace's is
 * Fabric-Store's to pay, so the part stays whole and the mail says why the shopper pays less.
 */
function VendorPartTable({ mail }: { mail: VendorNewPartMail }) {
  const { coupon } = mail;
  if (coupon?.fundedBy === 'vendor') {
    const after = paiseToRupees(rupeesToPaise(mail.subtotal) - rupeesToPaise(coupon.discount));
    const adjustment = { label: `Your coupon ${coupon.code}`, amount: `−${formatRupees(coupon.discount)}` };
    return <LineTable lines={mail.lines} adjustment={adjustment} totalLabel="Your part" total={after} />;
  }
  return (
    <>
      <LineTable lines={mail.lines} totalLabel="Your part" total={mail.subtotal} />
      {coupon && (
        <Paragraph>
          Fabric-Store's coupon {coupon.code} took {formatRupees(coupon.discount)} off for the shopper; Fabric-Store
          pays you that, so your part is unchanged.
        </Paragraph>
      )}
    </>
  );
}

const PART_HEADINGS: Record<PartMovedMail['status'], string> = {
  accepted: 'Your order is confirmed',
  shipped: 'Your order is on its way',
  delivered: 'Your order was delivered',
  cancelled: 'Part of your order was cancelled',
};

function partSentence(mail: PartMovedMail): string {
  switch (mail.status) {
    case 'accepted':
      return `${mail.vendorName} accepted their part of your order and is preparing it.`;
    case 'shipped':
      return `${mail.vendorName} shipped their part of your order.`;
    case 'delivered':
      return `${mail.vendorName}'s part of your order was delivered. We hope you enjoy it.`;
    case 'cancelled':
      return mail.by === 'marketplace'
        ? `Fabric-Store cancelled ${mail.vendorName}'s part of your order.`
        : `${mail.vendorName} cancelled their part of your order.`;
  }
}

export function PartMoved({ mail, origin }: WithOrigin<PartMovedMail>) {
  return (
    <MailLayout preview={PART_HEADINGS[mail.status]} heading={PART_HEADINGS[mail.status]}>
      <Paragraph>
        Hello {mail.customerName}, {partSentence(mail)} ({orderLabel(mail)})
      </Paragraph>
      {mail.status === 'shipped' && (
        <Paragraph>
          Carrier: {mail.carrier ?? 'not given'}
          <br />
          Tracking number: {mail.trackingNumber ?? 'not given'}
        </Paragraph>
      )}
      {mail.status === 'cancelled' && (
        <>
          <Paragraph>Reason: {mail.reason ?? 'No reason was given.'}</Paragraph>
          <Paragraph>{refundSentence(mail.paymentMethod, mail.subtotal)}</Paragraph>
        </>
      )}
      <LineTable lines={mail.lines} totalLabel={`From ${mail.vendorName}`} total={mail.subtotal} />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>View your order</ActionButton>
    </MailLayout>
  );
}

export function OrderCancelled({ mail, origin }: WithOrigin<OrderCancelledMail>) {
  return (
    <MailLayout preview="Your order is cancelled" heading="Your order is cancelled">
      <Paragraph>
        Hello {mail.customerName}, you cancelled {orderLabel(mail)}.{mail.reason ? ` Your reason: ${mail.reason}` : ''}
      </Paragraph>
      <LineTable lines={mail.lines} totalLabel="Cancelled" total={mail.cancelledTotal} />
      <Paragraph>{refundSentence(mail.paymentMethod, mail.cancelledTotal)}</Paragraph>
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>View your order</ActionButton>
    </MailLayout>
  );
}

export function VendorPartCancelled({ mail, origin }: WithOrigin<VendorPartCancelledMail>) {
  return (
    <MailLayout
      preview={
        mail.by === 'marketplace'
          ? 'Fabric-Store cancelled your part of an order'
          : `${mail.customerName} cancelled an order`
      }
      heading="An order was cancelled"
    >
      <Paragraph>
        Hello {mail.vendorName},{' '}
        {mail.by === 'marketplace'
          ? `Fabric-Store cancelled your part of ${orderLabel(mail)} for ${mail.customerName}`
          : `${mail.customerName} cancelled ${orderLabel(mail)}`}
        : please do not ship it. Its stock is back on your fabrics.
      </Paragraph>
      <Paragraph>Reason: {mail.reason ?? 'No reason was given.'}</Paragraph>
      <LineTable lines={mail.lines} totalLabel="Your part" total={mail.subtotal} />
      <ActionButton href={`${origin}/vendor/orders`}>Open your orders</ActionButton>
    </MailLayout>
  );
}
