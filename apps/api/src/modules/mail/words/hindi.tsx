/** @jsxRuntime automatic @jsxImportSource react */
import { formatInIndia, formatMetres, type PaymentMethod } from '@fabric-store/shared';
import type { LineAmount } from '@fabric-store/shared/line-amount';
import { formatRupees } from '@fabric-store/shared/money';
import type { ReturnReason, ReturnStatus } from '@fabric-store/shared/return-rules';
import type { OrderNamed, PartMovedMail, RefundSentMail, ReturnMail } from '../kinds';
import { type MailWords, orderNumberOf } from './mail-words';

// The Hindi of every mail, as a shop in Jaipur writes it: ऑर्डर, मीटर, कपड़ा, कैश ऑन डिलीवरी. Money keeps
// the spec's "Rs." and Indian grouping (hi-IN groups as en-IN does); dates are India's, with Hindi months.

/** 'ऑर्डर FS-2611-0042'. */
const orderLabel = (order: OrderNamed) => `ऑर्डर ${orderNumberOf(order)}`;

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'कैश ऑन डिलीवरी',
  upi: 'UPI',
};

const RETURN_REASONS: Record<ReturnReason, string> = {
  damaged: 'खराब हालत में पहुँचा',
  wrong_item: 'गलत सामान आया',
  not_as_described: 'जैसा बताया था वैसा नहीं है',
  changed_mind: 'मन बदल गया',
};

const RETURN_STATUSES: Record<ReturnStatus, string> = {
  requested: 'अनुरोध भेजा गया',
  approved: 'मंज़ूर',
  rejected: 'नामंज़ूर',
  escalated: 'दोबारा जाँच में',
  received: 'सामान वापस मिला',
  refunded: 'पैसे लौटाए गए',
  closed: 'बंद',
};

const NO_REASON = 'कोई कारण नहीं बताया गया।';

/** '2.5 मीटर × Rs. 349.50/मीटर', '2 × Rs. 450.50', 'स्वैच (नमूना) × Rs. 30.00', 'बचा हुआ टुकड़ा 0.3 मीटर × …'. */
function lineAmount({ quantity, unit, kind, price }: LineAmount): string {
  if (kind === 'swatch') return `स्वैच (नमूना) × ${formatRupees(price)}`;
  if (kind === 'remnant') return `बचा हुआ टुकड़ा ${formatMetres(quantity)} मीटर × ${formatRupees(price)}/मीटर`;
  if (unit === 'per_metre') return `${formatMetres(quantity)} मीटर × ${formatRupees(price)}/मीटर`;
  return `${quantity} × ${formatRupees(price)}`;
}

function refundSentence(method: PaymentMethod, amount: number): string {
  return method === 'cash_on_delivery'
    ? `कोई पैसा लौटाना नहीं है: इन चीज़ों के ${formatRupees(amount)} कैश ऑन डिलीवरी पर देने थे, अब नहीं देने होंगे।`
    : `इन चीज़ों के लिए ${PAYMENT_LABELS[method]} से चुकाए गए ${formatRupees(amount)} उसी खाते में लौटा दिए जाएँगे जिससे भुगतान हुआ था।`;
}

/** The verb goes last, so each move of a part words its subject its own way. */
function partSubject(mail: PartMovedMail): string {
  const order = `आपका ऑर्डर ${orderNumberOf(mail)}`;
  if (mail.by === 'marketplace') return `${order}: ${mail.vendorName} का हिस्सा Fabric-Store ने रद्द किया`;
  switch (mail.status) {
    case 'accepted':
      return `${order}: ${mail.vendorName} ने अपने हिस्से की पुष्टि की`;
    case 'delivered':
      return `${order}: ${mail.vendorName} का हिस्सा पहुँचा`;
    case 'shipped':
      return `${order}: हिस्सा ${mail.vendorName} ने भेजा`;
    case 'cancelled':
      return `${order}: हिस्सा ${mail.vendorName} ने रद्द किया`;
  }
}

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

const refundCause = (mail: RefundSentMail) =>
  mail.cause === 'return'
    ? `${mail.vendorName} ने ${orderLabel(mail)} की चीज़ों की वापसी स्वीकार कर ली है`
    : `आपके भुगतान के बाद ${orderLabel(mail)} में ${mail.vendorName} का हिस्सा रद्द हो गया`;

/** What the shopper is told at each move of their return. */
const SHOPPER_RETURN_NEWS: Record<ReturnStatus, (mail: ReturnMail) => string> = {
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
const VENDOR_RETURN_NEWS: Partial<Record<ReturnStatus, (mail: ReturnMail) => string>> = {
  requested: (mail) => `${mail.customerName} ${orderLabel(mail)} की कुछ चीज़ें लौटाना चाहते हैं।`,
  escalated: (mail) =>
    `${mail.customerName} ने ${orderLabel(mail)} की जो वापसी आपने नामंज़ूर की थी, उसे दोबारा देखने के लिए कहा है।`,
  approved: (mail) =>
    `आपने ${orderLabel(mail)} की जो वापसी नामंज़ूर की थी, उसे Fabric-Store ने मंज़ूर कर दिया है। कृपया सामान लें और ${mail.paymentMethod === 'upi' ? `इसे रिफ़ंड किया हुआ दर्ज करें: ${mail.customerName} को पैसे Fabric-Store लौटाएगा` : `${mail.customerName} को पैसे लौटाएँ`}।`,
  closed: (mail) => `Fabric-Store ने ${orderLabel(mail)} की वापसी पर आपकी नामंज़ूरी को सही माना है।`,
};

export const HINDI_MAIL_WORDS: MailWords = {
  language: 'hi',
  footer: 'Fabric-Store यह मेल आपके खाते या आपके ऑर्डर के बारे में भेजता है; न्यूज़लेटर की तरह इसे बंद नहीं किया जा सकता।',
  openLink: 'या यह लिंक खोलें:',
  cutFrom: 'किस थान से कटेगा:',
  lineAmount,
  paymentMethod: (method) => <>भुगतान का तरीका: {PAYMENT_LABELS[method]}</>,
  reason: (reason) => <>कारण: {reason ?? NO_REASON}</>,
  refundSentence,
  viewOrder: 'अपना ऑर्डर देखें',
  openOrders: 'अपने ऑर्डर खोलें',
  yourPart: 'आपका हिस्सा',
  returnFacts: {
    amount: 'रकम',
    reasonAndPayment: (mail) => (
      <>
        कारण: {RETURN_REASONS[mail.reason]}। भुगतान: {PAYMENT_LABELS[mail.paymentMethod]}।
      </>
    ),
    note: (note) => <>टिप्पणी: {note}</>,
  },

  order_placed: {
    subject: (mail) => `आपका Fabric-Store ऑर्डर ${orderNumberOf(mail)} मिल गया है`,
    preview: (mail) => `आपके ऑर्डर के लिए धन्यवाद: ${formatRupees(mail.total)}`,
    heading: 'आपके ऑर्डर के लिए धन्यवाद',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, आपका {orderLabel(mail)} हमें मिल गया है। हर विक्रेता अपने हिस्से की पुष्टि करेगा, और सामान भेजे जाने
        पर हम आपको फिर लिखेंगे।
      </>
    ),
    coupon: (code) => `कूपन ${code}`,
    total: 'कुल',
    shippingTo: 'यहाँ भेजा जाएगा',
  },
  vendor_new_part: {
    subject: (mail) => `${mail.customerName} का नया ऑर्डर ${orderNumberOf(mail)}`,
    preview: (mail) => `${mail.customerName} का नया ऑर्डर`,
    heading: 'आपको एक नया ऑर्डर मिला है',
    intro: (mail) => (
      <>
        नमस्ते {mail.vendorName}, {mail.customerName} ने आपसे कपड़ा मँगाया है ({orderLabel(mail)})। कृपया अपने ऑर्डर पेज पर इसे
        स्वीकार करें।
      </>
    ),
    ownCoupon: (code) => `आपका कूपन ${code}`,
    marketplaceCoupon: (coupon) => (
      <>
        Fabric-Store के कूपन {coupon.code} से ग्राहक को {formatRupees(coupon.discount)} की छूट मिली; यह रकम Fabric-Store आपको
        देगा, इसलिए आपका हिस्सा पूरा रहेगा।
      </>
    ),
    shipTo: 'यहाँ भेजें',
  },
  part_moved: {
    subject: partSubject,
    headings: {
      accepted: 'आपके ऑर्डर की पुष्टि हो गई है',
      shipped: 'आपका ऑर्डर रास्ते में है',
      delivered: 'आपका ऑर्डर पहुँच गया है',
      cancelled: 'आपके ऑर्डर का एक हिस्सा रद्द हुआ',
    },
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, {partSentence(mail)} ({orderLabel(mail)})
      </>
    ),
    carrier: (carrier) => <>कूरियर: {carrier ?? 'नहीं बताया गया'}</>,
    trackingNumber: (trackingNumber) => <>ट्रैकिंग नंबर: {trackingNumber ?? 'नहीं बताया गया'}</>,
    fromVendor: (vendorName) => `${vendorName} से`,
  },
  order_cancelled: {
    subject: (mail) => `आपका ऑर्डर ${orderNumberOf(mail)} रद्द हो गया है`,
    heading: 'आपका ऑर्डर रद्द हो गया है',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, आपने {orderLabel(mail)} रद्द कर दिया है।
        {mail.reason ? ` आपका कारण: ${mail.reason}` : ''}
      </>
    ),
    cancelled: 'रद्द',
  },
  vendor_part_cancelled: {
    subject: (mail) => `${orderLabel(mail)} ${mail.by === 'marketplace' ? 'Fabric-Store' : 'ग्राहक'} ने रद्द कर दिया`,
    preview: (mail) =>
      mail.by === 'marketplace'
        ? 'Fabric-Store ने एक ऑर्डर में आपका हिस्सा रद्द किया'
        : `${mail.customerName} ने एक ऑर्डर रद्द किया`,
    heading: 'एक ऑर्डर रद्द हुआ',
    intro: (mail) => (
      <>
        नमस्ते {mail.vendorName},{' '}
        {mail.by === 'marketplace'
          ? `Fabric-Store ने ${mail.customerName} के ${orderLabel(mail)} में आपका हिस्सा रद्द कर दिया है`
          : `${mail.customerName} ने ${orderLabel(mail)} रद्द कर दिया है`}
        : कृपया इसे न भेजें। इसका स्टॉक आपके कपड़ों में वापस जुड़ गया है।
      </>
    ),
  },
  payment_received: {
    subject: (mail) => `आपके ऑर्डर ${orderNumberOf(mail)} का भुगतान मिल गया`,
    heading: 'आपका भुगतान मिल गया है',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, {orderLabel(mail)} के लिए आपका {formatRupees(mail.amount)} का UPI भुगतान (UTR {mail.utr}
        ) हमें मिल गया है।{' '}
        {mail.cancelled
          ? 'यह ऑर्डर रद्द हो चुका है, इसलिए हम यह राशि उसी UPI खाते में लौटाएँगे जिससे आपने भुगतान किया था, और बैंक का रेफ़रेंस आपको ईमेल करेंगे।'
          : 'अब इसके विक्रेता सामान भेज सकते हैं।'}
      </>
    ),
  },
  payment_rejected: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} का आपका भुगतान हमें नहीं मिला`,
    heading: 'हमें आपका भुगतान नहीं मिला',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, {orderLabel(mail)} के लिए आपने जो UTR दिया, उससे {formatRupees(mail.amount)} का कोई भुगतान
        नहीं मिला। कारण: {mail.reason ?? NO_REASON}
      </>
    ),
    tryAgain: (mail) =>
      mail.cancelled ? (
        <>कृपया अपने UPI ऐप में 12 अंकों का UTR देखें और ऑर्डर पेज पर फिर से डालें: भुगतान मिलते ही हम आपकी राशि लौटा देंगे।</>
      ) : (
        <>
          कृपया अपने UPI ऐप में 12 अंकों का UTR देखें और ऑर्डर पेज पर फिर से डालें
          {mail.payBy ? ` (${formatInIndia(mail.payBy, 'longDayAndTime', 'hi')} तक)` : ''}: तब तक आपका ऑर्डर आपके लिए रखा
          रहेगा।
        </>
      ),
  },
  order_expired: {
    subject: (mail) => `आपका ऑर्डर ${orderNumberOf(mail)} रद्द हुआ: समय पर भुगतान नहीं हुआ`,
    preview: 'आपका ऑर्डर रद्द हुआ: समय पर भुगतान नहीं हुआ',
    heading: 'आपका ऑर्डर रद्द हो गया है',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, हमने {orderLabel(mail)} रद्द कर दिया है, क्योंकि इसका {formatRupees(mail.amount)} का UPI
        भुगतान तय समय में हम तक नहीं पहुँचा। आपसे कोई पैसा नहीं लिया गया।
      </>
    ),
  },
  refund_sent: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} का आपका रिफ़ंड भेज दिया गया है`,
    heading: 'आपका रिफ़ंड भेज दिया गया है',
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, {refundCause(mail)}, इसलिए हमने {formatRupees(mail.amount)} उसी खाते में वापस भेज दिए हैं
        जिससे आपने भुगतान किया था (बैंक रेफ़रेंस {mail.reference})। बैंक में यह आम तौर पर तीन कामकाजी दिनों में दिख जाता है।
      </>
    ),
  },
  return_moved: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} की आपकी वापसी: ${RETURN_STATUSES[mail.status]}`,
    heading: (mail) => `आपकी वापसी: ${RETURN_STATUSES[mail.status]}`,
    intro: (mail) => (
      <>
        नमस्ते {mail.customerName}, {SHOPPER_RETURN_NEWS[mail.status](mail)}
      </>
    ),
  },
  vendor_return: {
    subject: (mail) => `ऑर्डर ${orderNumberOf(mail)} की वापसी: ${RETURN_STATUSES[mail.status]}`,
    heading: (mail) => `वापसी: ${RETURN_STATUSES[mail.status]}`,
    intro: (mail) => (
      <>
        नमस्ते {mail.vendorName},{' '}
        {VENDOR_RETURN_NEWS[mail.status]?.(mail) ??
          `${orderLabel(mail)} की एक वापसी की स्थिति: ${RETURN_STATUSES[mail.status]}।`}
      </>
    ),
    openReturns: 'अपनी वापसियाँ खोलें',
  },
  welcome: {
    subject: () => 'Fabric-Store में आपका स्वागत है',
    heading: (mail) => `स्वागत है, ${mail.name}`,
    shopperIntro: 'आपका खाता तैयार है। मीटर के हिसाब से कपड़ा देखिए, स्वैच (नमूने) मँगाइए और अपने ऑर्डर यहीं देखिए।',
    vendorIntro: 'आपका विक्रेता खाता तैयार है। अपने कपड़े जोड़िए, जब भी कोई उन्हें ऑर्डर करेगा, हम आपको बताएँगे।',
    shopperAction: 'कपड़े देखें',
    vendorAction: 'अपना डैशबोर्ड खोलें',
  },
  password_reset: {
    subject: () => 'अपना Fabric-Store पासवर्ड बदलें',
    heading: 'अपना पासवर्ड बदलें',
    intro: (mail) => (
      <>
        नमस्ते {mail.name}, किसी ने आपके Fabric-Store खाते का पासवर्ड बदलने को कहा है। अगर यह आप थे, तो इस लिंक से नया पासवर्ड चुनें।
        यह लिंक एक ही बार, {mail.validMinutes} मिनट तक चलेगा।
      </>
    ),
    action: 'नया पासवर्ड चुनें',
    notYou: 'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  },
  password_changed: {
    subject: () => 'आपका Fabric-Store पासवर्ड बदल दिया गया है',
    heading: 'आपका पासवर्ड बदल दिया गया है',
    intro: (mail) => (
      <>
        नमस्ते {mail.name}, आपके Fabric-Store खाते का पासवर्ड अभी{' '}
        {mail.by === 'reset' ? 'इस पते पर भेजे गए लिंक से बदला गया' : 'आपकी प्रोफ़ाइल से बदला गया'}। जिन भी डिवाइस पर आप लॉग इन
        थे, वहाँ से लॉग आउट कर दिया गया है।
      </>
    ),
    notYou:
      'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड बदलें और अपने ऑर्डर जाँच लें: हो सकता है किसी को आपका पुराना पासवर्ड पता हो।',
    action: 'अपना पासवर्ड बदलें',
  },
  saved_fabric_news: {
    subject: (mail) =>
      mail.previousPrice !== null
        ? `दाम घटे: ${mail.fabricName} अब ${formatRupees(mail.price)} में`
        : `फिर से स्टॉक में: ${mail.fabricName}`,
    heading: (mail) =>
      mail.previousPrice !== null ? `${mail.fabricName} अब सस्ता है` : `${mail.fabricName} फिर से स्टॉक में है`,
    intro: (mail) => (
      <>
        नमस्ते {mail.name}, आपका सहेजा हुआ एक कपड़ा{' '}
        {mail.previousPrice !== null
          ? `${formatRupees(mail.previousPrice)} से घटकर ${formatRupees(mail.price)} का हो गया है`
          : `फिर से ऑर्डर किया जा सकता है, ${formatRupees(mail.price)} में`}
        {mail.previousPrice !== null && mail.backInStock ? ', और यह फिर से स्टॉक में है' : ''}।
      </>
    ),
    action: (mail) => <>{mail.fabricName} देखें</>,
    howOften: 'हर सहेजे हुए कपड़े के लिए आपको दिन में ज़्यादा से ज़्यादा एक ऐसा मेल मिलेगा; कोई मेल न चाहें तो उसे सहेजे गए कपड़ों से हटा दें।',
  },
  review_invite: {
    subject: () => 'आपका कपड़ा कैसा लगा? अपने ऑर्डर का रिव्यू लिखें',
    preview: 'दूसरे ग्राहकों को बताइए कि आपका कपड़ा कैसा निकला',
    heading: 'आपका कपड़ा कैसा लगा?',
    intro: (mail) => (
      <>
        नमस्ते {mail.name}, आपका ऑर्डर {orderNumberOf(mail)} कुछ दिन पहले पहुँचा था।{' '}
        {mail.fabrics.map((fabric) => fabric.name).join(', ')} के बारे में आपके दो शब्द दूसरे ग्राहकों को चुनने में मदद करते हैं: छूने में
        कैसा है, कैसे गिरता है, और क्या स्क्रीन पर जैसा दिखा वैसा ही निकला।
      </>
    ),
    action: 'रिव्यू लिखें',
  },
};
