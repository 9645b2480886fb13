/** @jsxRuntime automatic @jsxImportSource react */
import { formatRupees } from '@fabric-store/shared/money';
import type { ReturnStatus } from '@fabric-store/shared/return-rules';
import type { ReturnMail } from '../../kinds';
import { ActionButton, Divider, LineTable, MailLayout, Paragraph } from '../layout';
import { HINDI_PAYMENT_LABELS, HINDI_RETURN_REASONS, HINDI_RETURN_STATUSES, hindiOrderLabel } from './words';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

/** What the shopper is told at each move of their return. */
const SHOPPER_NEWS: Record<ReturnStatus, (mail: ReturnMail) => string> = {
  requested: (mail) => `हमने आपका वापसी का अनुरोध ${mail.vendorName} को भेज दिया है। वे इसे मंज़ूर या नामंज़ूर करेंगे।`,
  approved: (mail) =>
    `आपकी वापसी मंज़ूर हो गई है। कृपया सामान ${mail.vendorName} को${mail.returnAddress ? ` इस पते पर: ${mail.returnAddress}` : ''} वापस भेजें।`,
  rejected: (mail) =>
    `${mail.vendorName} ने आपकी वापसी नामंज़ूर कर दी है। अगर आपको यह गलत लगे, तो अपने ऑर्डर पेज से हमें दोबारा देखने को कह सकते हैं।`,
  escalated: () => 'नामंज़ूर हुई वापसी को दोबारा देखने का आपका अनुरोध हमें मिल गया है। हमारी टीम इस पर फ़ैसला करेगी।',
  received: (mail) => `${mail.vendorName} को लौटाया गया सामान मिल गया है। आपका रिफ़ंड आगे आएगा।`,
  refunded: (mail) =>
    mail.paymentMethod === 'upi'
      ? `${mail.vendorName} ने वापसी स्वीकार कर ली है, इसलिए हम आपके UPI भुगतान से ${formatRupees(mail.amount)} उसी खाते में लौटा रहे हैं जिससे पैसा आया था। भेजते ही हम आपको बैंक रेफ़रेंस मेल करेंगे।`
      : `${mail.vendorName} ने इन चीज़ों के लिए आपका दिया हुआ कैश लौटा दिया है।`,
  closed: () => 'हमारी टीम ने आपकी वापसी दोबारा देखी और नामंज़ूरी को सही माना।',
};

/** What the vendor is told: a new request, an escalation, or the operator's decision to follow. */
const VENDOR_NEWS: Partial<Record<ReturnStatus, (mail: ReturnMail) => string>> = {
  requested: (mail) => `${mail.customerName} ${hindiOrderLabel(mail)} की कुछ चीज़ें लौटाना चाहते हैं।`,
  escalated: (mail) =>
    `${mail.customerName} ने ${hindiOrderLabel(mail)} की जो वापसी आपने नामंज़ूर की थी, उसे दोबारा देखने के लिए कहा है।`,
  approved: (mail) =>
    `आपने ${hindiOrderLabel(mail)} की जो वापसी नामंज़ूर की थी, उसे Fabric-Store ने मंज़ूर कर दिया है। कृपया सामान लें और ${mail.paymentMethod === 'upi' ? `इसे रिफ़ंड किया हुआ दर्ज करें: ${mail.customerName} को पैसे Fabric-Store लौटाएगा` : `${mail.customerName} को पैसे लौटाएँ`}।`,
  closed: (mail) => `Fabric-Store ने ${hindiOrderLabel(mail)} की वापसी पर आपकी नामंज़ूरी को सही माना है।`,
};

function ReturnFacts({ mail }: { mail: ReturnMail }) {
  return (
    <>
      <LineTable lines={mail.lines} totalLabel="रकम" total={mail.amount} />
      <Paragraph>
        कारण: {HINDI_RETURN_REASONS[mail.reason]}। भुगतान: {HINDI_PAYMENT_LABELS[mail.paymentMethod]}।
      </Paragraph>
      {mail.note && <Paragraph>टिप्पणी: {mail.note}</Paragraph>}
    </>
  );
}

export function ReturnMoved({ mail, origin }: WithOrigin<ReturnMail>) {
  const heading = `आपकी वापसी: ${HINDI_RETURN_STATUSES[mail.status]}`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        नमस्ते {mail.customerName}, {SHOPPER_NEWS[mail.status](mail)}
      </Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>अपना ऑर्डर देखें</ActionButton>
    </MailLayout>
  );
}

export function VendorReturn({ mail, origin }: WithOrigin<ReturnMail>) {
  const heading = `वापसी: ${HINDI_RETURN_STATUSES[mail.status]}`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        नमस्ते {mail.vendorName},{' '}
        {VENDOR_NEWS[mail.status]?.(mail) ??
          `${hindiOrderLabel(mail)} की एक वापसी की स्थिति: ${HINDI_RETURN_STATUSES[mail.status]}।`}
      </Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/vendor/orders?tab=returns`}>अपनी वापसियाँ खोलें</ActionButton>
    </MailLayout>
  );
}
