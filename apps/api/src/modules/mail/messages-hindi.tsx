/** @jsxRuntime automatic @jsxImportSource react */
import type { MailKind, MailTemplate } from './kinds';
import { PasswordChanged, PasswordReset, ReviewInvite, SavedFabricNews, Welcome } from './templates/hindi/account';
import { OrderCancelled, OrderPlaced, PartMoved, VendorNewPart, VendorPartCancelled } from './templates/hindi/orders';
import { OrderExpired, PaymentReceived, PaymentRejected, RefundSent } from './templates/hindi/payments';
import { ReturnMoved, VendorReturn } from './templates/hindi/returns';
import { HINDI_RETURN_STATUSES, hindiOrderLabel } from './templates/hindi/words';
import { orderNumberOf } from './templates/layout';

const PART_SUBJECTS = {
  accepted: 'की पुष्टि की',
  shipped: 'ने भेजा',
  delivered: 'पहुँचा',
  cancelled: 'ने रद्द किया',
} as const;

/** Every mail's subject and body in Hindi, by kind: a kind missing here does not compile. */
export const HINDI_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  order_placed: {
    subject: (mail) => `आपका Fabric-Store ऑर्डर ${orderNumberOf(mail)} मिल गया है`,
    body: (mail, origin) => <OrderPlaced mail={mail} origin={origin} />,
  },
  vendor_new_part: {
    subject: (mail) => `${mail.customerName} का नया ऑर्डर ${orderNumberOf(mail)}`,
    body: (mail, origin) => <VendorNewPart mail={mail} origin={origin} />,
  },
  part_moved: {
    subject: (mail) =>
      mail.by === 'marketplace'
        ? `आपका ऑर्डर ${orderNumberOf(mail)}: ${mail.vendorName} का हिस्सा Fabric-Store ने रद्द किया`
        : mail.status === 'accepted'
          ? `आपका ऑर्डर ${orderNumberOf(mail)}: ${mail.vendorName} ने अपने हिस्से ${PART_SUBJECTS.accepted}`
          : mail.status === 'delivered'
            ? `आपका ऑर्डर ${orderNumberOf(mail)}: ${mail.vendorName} का हिस्सा ${PART_SUBJECTS.delivered}`
            : `आपका ऑर्डर ${orderNumberOf(mail)}: हिस्सा ${mail.vendorName} ${PART_SUBJECTS[mail.status]}`,
    body: (mail, origin) => <PartMoved mail={mail} origin={origin} />,
  },
  order_cancelled: {
    subject: (mail) => `आपका ऑर्डर ${orderNumberOf(mail)} रद्द हो गया है`,
    body: (mail, origin) => <OrderCancelled mail={mail} origin={origin} />,
  },
  vendor_part_cancelled: {
    subject: (mail) => `${hindiOrderLabel(mail)} ${mail.by === 'marketplace' ? 'Fabric-Store' : 'ग्राहक'} ने रद्द कर दिया`,
    body: (mail, origin) => <VendorPartCancelled mail={mail} origin={origin} />,
  },
  payment_received: {
    subject: (mail) => `आपके ऑर्डर ${orderNumberOf(mail)} का भुगतान मिल गया`,
    body: (mail, origin) => <PaymentReceived mail={mail} origin={origin} />,
  },
  payment_rejected: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} का आपका भुगतान हमें नहीं मिला`,
    body: (mail, origin) => <PaymentRejected mail={mail} origin={origin} />,
  },
  order_expired: {
    subject: (mail) => `आपका ऑर्डर ${orderNumberOf(mail)} रद्द हुआ: समय पर भुगतान नहीं हुआ`,
    body: (mail, origin) => <OrderExpired mail={mail} origin={origin} />,
  },
  refund_sent: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} का आपका रिफ़ंड भेज दिया गया है`,
    body: (mail, origin) => <RefundSent mail={mail} origin={origin} />,
  },
  return_moved: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} की आपकी वापसी: ${HINDI_RETURN_STATUSES[mail.status]}`,
    body: (mail, origin) => <ReturnMoved mail={mail} origin={origin} />,
  },
  vendor_return: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} की वापसी: ${HINDI_RETURN_STATUSES[mail.status]}`,
    body: (mail, origin) => <VendorReturn mail={mail} origin={origin} />,
  },
  welcome: {
    subject: () => 'Fabric-Store में आपका स्वागत है',
    body: (mail, origin) => <Welcome mail={mail} origin={origin} />,
  },
  password_reset: {
    subject: () => 'अपना Fabric-Store पासवर्ड बदलें',
    body: (mail, origin) => <PasswordReset mail={mail} origin={origin} />,
  },
  password_changed: {
    subject: () => 'आपका Fabric-Store पासवर्ड बदल दिया गया है',
    body: (mail, origin) => <PasswordChanged mail={mail} origin={origin} />,
  },
  saved_fabric_news: {
    subject: (mail) =>
      mail.previousPrice !== null
        ? `दाम घटे: ${mail.fabricName} अब Rs. ${mail.price.toFixed(2)} में`
        : `फिर से स्टॉक में: ${mail.fabricName}`,
    body: (mail, origin) => <SavedFabricNews mail={mail} origin={origin} />,
  },
  review_invite: {
    subject: () => 'आपका कपड़ा कैसा लगा? अपने ऑर्डर का रिव्यू लिखें',
    body: (mail, origin) => <ReviewInvite mail={mail} origin={origin} />,
  },
};
