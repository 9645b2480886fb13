/** @jsxRuntime automatic @jsxImportSource react */
import { formatRupees } from '@fabric-store/shared/money';
import type { PaymentMail, RefundSentMail } from '../../kinds';
import { ActionButton, Divider, MailLayout, Paragraph } from '../layout';
import { hindiDayAndTimeOf, hindiOrderLabel } from './words';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

const ViewOrder = ({ mail, origin }: WithOrigin<{ orderId: string }>) => (
  <>
    <Divider />
    <ActionButton href={`${origin}/orders/${mail.orderId}`}>अपना ऑर्डर देखें</ActionButton>
  </>
);

export function PaymentReceived({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="आपका भुगतान मिल गया है" heading="आपका भुगतान मिल गया है">
      <Paragraph>
        नमस्ते {mail.customerName}, {hindiOrderLabel(mail)} के लिए आपका {formatRupees(mail.amount)} का UPI भुगतान (UTR{' '}
        {mail.utr}) हमें मिल गया है। अब इसके विक्रेता सामान भेज सकते हैं।
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function PaymentRejected({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="हमें आपका भुगतान नहीं मिला" heading="हमें आपका भुगतान नहीं मिला">
      <Paragraph>
        नमस्ते {mail.customerName}, {hindiOrderLabel(mail)} के लिए आपने जो UTR दिया, उससे {formatRupees(mail.amount)} का कोई
        भुगतान नहीं मिला। कारण: {mail.reason ?? 'कोई कारण नहीं बताया गया।'}
      </Paragraph>
      <Paragraph>
        कृपया अपने UPI ऐप में 12 अंकों का UTR देखें और ऑर्डर पेज पर फिर से डालें
        {mail.payBy ? ` (${hindiDayAndTimeOf(mail.payBy)} तक)` : ''}: तब तक आपका ऑर्डर आपके लिए रखा रहेगा।
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function OrderExpired({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="आपका ऑर्डर रद्द हुआ: समय पर भुगतान नहीं हुआ" heading="आपका ऑर्डर रद्द हो गया है">
      <Paragraph>
        नमस्ते {mail.customerName}, हमने {hindiOrderLabel(mail)} रद्द कर दिया है, क्योंकि इसका {formatRupees(mail.amount)} का
        UPI भुगतान तय समय में हम तक नहीं पहुँचा। आपसे कोई पैसा नहीं लिया गया।
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function RefundSent({ mail, origin }: WithOrigin<RefundSentMail>) {
  const why =
    mail.cause === 'return'
      ? `${mail.vendorName} ने ${hindiOrderLabel(mail)} की चीज़ों की वापसी स्वीकार कर ली है`
      : `आपके भुगतान के बाद ${hindiOrderLabel(mail)} में ${mail.vendorName} का हिस्सा रद्द हो गया`;
  return (
    <MailLayout preview="आपका रिफ़ंड भेज दिया गया है" heading="आपका रिफ़ंड भेज दिया गया है">
      <Paragraph>
        नमस्ते {mail.customerName}, {why}, इसलिए हमने {formatRupees(mail.amount)} उसी खाते में वापस भेज दिए हैं जिससे आपने भुगतान
        किया था (बैंक रेफ़रेंस {mail.reference})। बैंक में यह आम तौर पर तीन कामकाजी दिनों में दिख जाता है।
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}
