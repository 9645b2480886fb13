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
  type MailProps,
  Paragraph,
  useMailWords,
} from './layout';

export function OrderPlaced({ mail, origin }: MailProps<OrderPlacedMail>) {
  const words = useMailWords();
  const placed = words.order_placed;
  return (
    <MailLayout preview={placed.preview(mail)} heading={placed.heading}>
      <Paragraph>{placed.intro(mail)}</Paragraph>
      <LineTable
        lines={mail.lines}
        adjustment={
          mail.coupon && { label: placed.coupon(mail.coupon.code), amount: `−${formatRupees(mail.coupon.discount)}` }
        }
        totalLabel={placed.total}
        total={mail.total}
      />
      <Paragraph>{words.paymentMethod(mail.paymentMethod)}</Paragraph>
      <AddressBlock heading={placed.shippingTo} address={mail.shippingAddress} />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>{words.viewOrder}</ActionButton>
    </MailLayout>
  );
}

export function VendorNewPart({ mail, origin }: MailProps<VendorNewPartMail>) {
  const words = useMailWords();
  const newPart = words.vendor_new_part;
  return (
    <MailLayout preview={newPart.preview(mail)} heading={newPart.heading}>
      <Paragraph>{newPart.intro(mail)}</Paragraph>
      <VendorPartTable mail={mail} />
      <Paragraph>{words.paymentMethod(mail.paymentMethod)}</Paragraph>
      <AddressBlock heading={newPart.shipTo} address={mail.shippingAddress} />
      <ActionButton href={`${origin}/vendor/orders`}>{words.openOrders}</ActionButton>
    </MailLayout>
  );
}

/**
 * The vendor's lines and what its part comes to: its own coupon is taken off it; the marketplace's is
 * Fabric-Store's to pay, so the part stays whole and the mail says why the shopper pays less.
 */
function VendorPartTable({ mail }: { mail: VendorNewPartMail }) {
  const words = useMailWords();
  const { coupon } = mail;
  if (coupon?.fundedBy === 'vendor') {
    const after = paiseToRupees(rupeesToPaise(mail.subtotal) - rupeesToPaise(coupon.discount));
    const adjustment = {
      label: words.vendor_new_part.ownCoupon(coupon.code),
      amount: `−${formatRupees(coupon.discount)}`,
    };
    return <LineTable lines={mail.lines} adjustment={adjustment} totalLabel={words.yourPart} total={after} />;
  }
  return (
    <>
      <LineTable lines={mail.lines} totalLabel={words.yourPart} total={mail.subtotal} />
      {coupon && <Paragraph>{words.vendor_new_part.marketplaceCoupon(coupon)}</Paragraph>}
    </>
  );
}

export function PartMoved({ mail, origin }: MailProps<PartMovedMail>) {
  const words = useMailWords();
  const moved = words.part_moved;
  return (
    <MailLayout preview={moved.headings[mail.status]} heading={moved.headings[mail.status]}>
      <Paragraph>{moved.intro(mail)}</Paragraph>
      {mail.status === 'shipped' && (
        <Paragraph>
          {moved.carrier(mail.carrier)}
          <br />
          {moved.trackingNumber(mail.trackingNumber)}
        </Paragraph>
      )}
      {mail.status === 'cancelled' && (
        <>
          <Paragraph>{words.reason(mail.reason)}</Paragraph>
          <Paragraph>{words.refundSentence(mail.paymentMethod, mail.subtotal)}</Paragraph>
        </>
      )}
      <LineTable lines={mail.lines} totalLabel={moved.fromVendor(mail.vendorName)} total={mail.subtotal} />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>{words.viewOrder}</ActionButton>
    </MailLayout>
  );
}

export function OrderCancelled({ mail, origin }: MailProps<OrderCancelledMail>) {
  const words = useMailWords();
  const cancelled = words.order_cancelled;
  return (
    <MailLayout preview={cancelled.heading} heading={cancelled.heading}>
      <Paragraph>{cancelled.intro(mail)}</Paragraph>
      <LineTable lines={mail.lines} totalLabel={cancelled.cancelled} total={mail.cancelledTotal} />
      <Paragraph>{words.refundSentence(mail.paymentMethod, mail.cancelledTotal)}</Paragraph>
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>{words.viewOrder}</ActionButton>
    </MailLayout>
  );
}

export function VendorPartCancelled({ mail, origin }: MailProps<VendorPartCancelledMail>) {
  const words = useMailWords();
  const cancelled = words.vendor_part_cancelled;
  return (
    <MailLayout preview={cancelled.preview(mail)} heading={cancelled.heading}>
      <Paragraph>{cancelled.intro(mail)}</Paragraph>
      <Paragraph>{words.reason(mail.reason)}</Paragraph>
      <LineTable lines={mail.lines} totalLabel={words.yourPart} total={mail.subtotal} />
      <ActionButton href={`${origin}/vendor/orders`}>{words.openOrders}</ActionButton>
    </MailLayout>
  );
}
