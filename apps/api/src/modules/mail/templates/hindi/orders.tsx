/** @jsxRuntime automatic @jsxImportSource react */
import { formatRupees, paiseToRupees, rupeesToPaise } from '@fabric-store/shared/money';
import type {
  OrderCancelledMail,
  OrderPlacedMail,
  PartMovedMail,
  VendorNewPartMail,
  VendorPartCancelledMail,
} from '../../kinds';
import { ActionButton, AddressBlock, Divider, LineTable, MailLayout, Paragraph } from '../layout';
import { HINDI_PAYMENT_LABELS, hindiOrderLabel, hindiRefundSentence } from './words';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

const NO_REASON = 'कोई कारण नहीं बताया गया।';

export function OrderPlaced({ mail, origin }: WithOrigin<OrderPlacedMail>) {
  return (
    <MailLayout preview={`आपके ऑर्डर के लिए धन्यवाद: ${formatRupees(mail.total)}`} heading="आपके ऑर्डर के लिए धन्यवाद">
      <Paragraph>
        नमस्ते {mail.customerName}, आपका {hindiOrderLabel(mail)} हमें मिल गया है। हर विक्रेता अपने हिस्से की पुष्टि करेगा, और सामान
        भेजे जाने पर हम आपको फिर लिखेंगे।
      </Paragraph>
      <LineTable
        lines={mail.lines}
        adjustment={
          mail.coupon && { label: `कूपन ${mail.coupon.code}`, amount: `−${formatRupees(mail.coupon.discount)}` }
        }
        totalLabel="कुल"
        total={mail.total}
      />
      <Paragraph>भुगतान का तरीका: {HINDI_PAYMENT_LABELS[mail.paymentMethod]}</Paragraph>
      <AddressBlock heading="यहाँ भेजा जाएगा" address={mail.shippingAddress} />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>अपना ऑर्डर देखें</ActionButton>
    </MailLayout>
  );
}

export function VendorNewPart({ mail, origin }: WithOrigin<VendorNewPartMail>) {
  return (
    <MailLayout preview={`${mail.customerName} का नया ऑर्डर`} heading="आपको एक नया ऑर्डर मिला है">
      <Paragraph>
        नमस्ते {mail.vendorName}, {mail.customerName} ने आपसे कपड़ा मँगाया है ({hindiOrderLabel(mail)})। कृपया अपने ऑर्डर पेज पर इसे
        स्वीकार करें।
      </Paragraph>
      <VendorPartTable mail={mail} />
      <Paragraph>भुगतान का तरीका: {HINDI_PAYMENT_LABELS[mail.paymentMethod]}</Paragraph>
      <AddressBlock heading="यहाँ भेजें" address={mail.shippingAddress} />
      <ActionButton href={`${origin}/vendor/orders`}>अपने ऑर्डर खोलें</ActionButton>
    </MailLayout>
  );
}

/** As the English mail: the vendor's own coupon comes off its part; the marketplace's is the marketplace's to pay. */
function VendorPartTable({ mail }: { mail: VendorNewPartMail }) {
  const { coupon } = mail;
  if (coupon?.fundedBy === 'vendor') {
    const after = paiseToRupees(rupeesToPaise(mail.subtotal) - rupeesToPaise(coupon.discount));
    const adjustment = { label: `आपका कूपन ${coupon.code}`, amount: `−${formatRupees(coupon.discount)}` };
    return <LineTable lines={mail.lines} adjustment={adjustment} totalLabel="आपका हिस्सा" total={after} />;
  }
  return (
    <>
      <LineTable lines={mail.lines} totalLabel="आपका हिस्सा" total={mail.subtotal} />
      {coupon && (
        <Paragraph>
          Fabric-Store के कूपन {coupon.code} से ग्राहक को {formatRupees(coupon.discount)} की छूट मिली; यह रकम Fabric-Store
          आपको देगा, इसलिए आपका हिस्सा पूरा रहेगा।
        </Paragraph>
      )}
    </>
  );
}

const PART_HEADINGS: Record<PartMovedMail['status'], string> = {
  accepted: 'आपके ऑर्डर की पुष्टि हो गई है',
  shipped: 'आपका ऑर्डर रास्ते में है',
  delivered: 'आपका ऑर्डर पहुँच गया है',
  cancelled: 'आपके ऑर्डर का एक हिस्सा रद्द हुआ',
};

function partSentence(mail: PartMovedMail): string {
  switch (mail.status) {
    case 'accepted':
      return `${mail.vendorName} ने आपके ऑर्डर का अपना हिस्सा स्वीकार कर लिया है और उसे तैयार कर रहे हैं।`;
    case 'shipped':
      return `${mail.vendorName} ने आपके ऑर्डर का अपना हिस्सा भेज दिया है।`;
    case 'delivered':
      return `${mail.vendorName} की ओर से आपके ऑर्डर का हिस्सा पहुँच गया है। उम्मीद है आपको कपड़ा पसंद आएगा।`;
    case 'cancelled':
      return mail.by === 'marketplace'
        ? `Fabric-Store ने आपके ऑर्डर में ${mail.vendorName} का हिस्सा रद्द कर दिया है।`
        : `${mail.vendorName} ने आपके ऑर्डर का अपना हिस्सा रद्द कर दिया है।`;
  }
}

export function PartMoved({ mail, origin }: WithOrigin<PartMovedMail>) {
  return (
    <MailLayout preview={PART_HEADINGS[mail.status]} heading={PART_HEADINGS[mail.status]}>
      <Paragraph>
        नमस्ते {mail.customerName}, {partSentence(mail)} ({hindiOrderLabel(mail)})
      </Paragraph>
      {mail.status === 'shipped' && (
        <Paragraph>
          कूरियर: {mail.carrier ?? 'नहीं बताया गया'}
          <br />
          ट्रैकिंग नंबर: {mail.trackingNumber ?? 'नहीं बताया गया'}
        </Paragraph>
      )}
      {mail.status === 'cancelled' && (
        <>
          <Paragraph>कारण: {mail.reason ?? NO_REASON}</Paragraph>
          <Paragraph>{hindiRefundSentence(mail.paymentMethod, mail.subtotal)}</Paragraph>
        </>
      )}
      <LineTable lines={mail.lines} totalLabel={`${mail.vendorName} से`} total={mail.subtotal} />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>अपना ऑर्डर देखें</ActionButton>
    </MailLayout>
  );
}

export function OrderCancelled({ mail, origin }: WithOrigin<OrderCancelledMail>) {
  return (
    <MailLayout preview="आपका ऑर्डर रद्द हो गया है" heading="आपका ऑर्डर रद्द हो गया है">
      <Paragraph>
        नमस्ते {mail.customerName}, आपने {hindiOrderLabel(mail)} रद्द कर दिया है।
        {mail.reason ? ` आपका कारण: ${mail.reason}` : ''}
      </Paragraph>
      <LineTable lines={mail.lines} totalLabel="रद्द" total={mail.cancelledTotal} />
      <Paragraph>{hindiRefundSentence(mail.paymentMethod, mail.cancelledTotal)}</Paragraph>
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>अपना ऑर्डर देखें</ActionButton>
    </MailLayout>
  );
}

export function VendorPartCancelled({ mail, origin }: WithOrigin<VendorPartCancelledMail>) {
  const byMarketplace = mail.by === 'marketplace';
  return (
    <MailLayout
      preview={
        byMarketplace ? 'Fabric-Store ने एक ऑर्डर में आपका हिस्सा रद्द किया' : `${mail.customerName} ने एक ऑर्डर रद्द किया`
      }
      heading="एक ऑर्डर रद्द हुआ"
    >
      <Paragraph>
        नमस्ते {mail.vendorName},{' '}
        {byMarketplace
          ? `Fabric-Store ने ${mail.customerName} के ${hindiOrderLabel(mail)} में आपका हिस्सा रद्द कर दिया है`
          : `${mail.customerName} ने ${hindiOrderLabel(mail)} रद्द कर दिया है`}
        : कृपया इसे न भेजें। इसका स्टॉक आपके कपड़ों में वापस जुड़ गया है।
      </Paragraph>
      <Paragraph>कारण: {mail.reason ?? NO_REASON}</Paragraph>
      <LineTable lines={mail.lines} totalLabel="आपका हिस्सा" total={mail.subtotal} />
      <ActionButton href={`${origin}/vendor/orders`}>अपने ऑर्डर खोलें</ActionButton>
    </MailLayout>
  );
}
