/** @jsxRuntime automatic @jsxImportSource react */
import { formatRupees } from '@fabric-store/shared/money';
import type {
  PasswordChangedMail,
  PasswordResetMail,
  ReviewInviteMail,
  SavedFabricNewsMail,
  WelcomeMail,
} from '../../kinds';
import { ActionButton, MailLayout, Paragraph } from '../layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

export function Welcome({ mail, origin }: WithOrigin<WelcomeMail>) {
  const vendor = mail.role === 'vendor';
  return (
    <MailLayout preview="Fabric-Store में आपका स्वागत है" heading={`स्वागत है, ${mail.name}`}>
      <Paragraph>
        {vendor
          ? 'आपका विक्रेता खाता तैयार है। अपने कपड़े जोड़िए, जब भी कोई उन्हें ऑर्डर करेगा, हम आपको बताएँगे।'
          : 'आपका खाता तैयार है। मीटर के हिसाब से कपड़ा देखिए, स्वैच (नमूने) मँगाइए और अपने ऑर्डर यहीं देखिए।'}
      </Paragraph>
      <ActionButton href={`${origin}${vendor ? '/vendor' : '/products'}`}>
        {vendor ? 'अपना डैशबोर्ड खोलें' : 'कपड़े देखें'}
      </ActionButton>
    </MailLayout>
  );
}

export function PasswordReset({ mail, origin }: WithOrigin<PasswordResetMail>) {
  const link = `${origin}/reset-password?token=${encodeURIComponent(mail.token)}`;
  return (
    <MailLayout preview="अपना Fabric-Store पासवर्ड बदलें" heading="अपना पासवर्ड बदलें">
      <Paragraph>
        नमस्ते {mail.name}, किसी ने आपके Fabric-Store खाते का पासवर्ड बदलने को कहा है। अगर यह आप थे, तो इस लिंक से नया पासवर्ड चुनें।
        यह लिंक एक ही बार, {mail.validMinutes} मिनट तक चलेगा।
      </Paragraph>
      <ActionButton href={link}>नया पासवर्ड चुनें</ActionButton>
      <Paragraph>अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।</Paragraph>
    </MailLayout>
  );
}

export function PasswordChanged({ mail, origin }: WithOrigin<PasswordChangedMail>) {
  return (
    <MailLayout preview="आपका पासवर्ड बदल दिया गया है" heading="आपका पासवर्ड बदल दिया गया है">
      <Paragraph>
        नमस्ते {mail.name}, आपके Fabric-Store खाते का पासवर्ड अभी{' '}
        {mail.by === 'reset' ? 'इस पते पर भेजे गए लिंक से बदला गया' : 'आपकी प्रोफ़ाइल से बदला गया'}। जिन भी डिवाइस पर आप लॉग इन
        थे, वहाँ से लॉग आउट कर दिया गया है।
      </Paragraph>
      <Paragraph>
        अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड बदलें और अपने ऑर्डर जाँच लें: हो सकता है किसी को आपका पुराना पासवर्ड पता हो।
      </Paragraph>
      <ActionButton href={`${origin}/forgot-password`}>अपना पासवर्ड बदलें</ActionButton>
    </MailLayout>
  );
}

export function SavedFabricNews({ mail, origin }: WithOrigin<SavedFabricNewsMail>) {
  const dropped = mail.previousPrice !== null;
  const heading = dropped ? `${mail.fabricName} अब सस्ता है` : `${mail.fabricName} फिर से स्टॉक में है`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        नमस्ते {mail.name}, आपका सहेजा हुआ एक कपड़ा{' '}
        {dropped
          ? `${formatRupees(mail.previousPrice ?? mail.price)} से घटकर ${formatRupees(mail.price)} का हो गया है`
          : `फिर से ऑर्डर किया जा सकता है, ${formatRupees(mail.price)} में`}
        {dropped && mail.backInStock ? ', और यह फिर से स्टॉक में है' : ''}।
      </Paragraph>
      <ActionButton href={`${origin}/product/${mail.fabricId}`}>{mail.fabricName} देखें</ActionButton>
      <Paragraph>
        हर सहेजे हुए कपड़े के लिए आपको दिन में ज़्यादा से ज़्यादा एक ऐसा मेल मिलेगा; कोई मेल न चाहें तो उसे सहेजे गए कपड़ों से हटा दें।
      </Paragraph>
    </MailLayout>
  );
}

export function ReviewInvite({ mail, origin }: WithOrigin<ReviewInviteMail>) {
  const [first] = mail.fabrics;
  const number = mail.orderNumber ?? `#${mail.orderId}`;
  return (
    <MailLayout preview="दूसरे ग्राहकों को बताइए कि आपका कपड़ा कैसा निकला" heading="आपका कपड़ा कैसा लगा?">
      <Paragraph>
        नमस्ते {mail.name}, आपका ऑर्डर {number} कुछ दिन पहले पहुँचा था। {mail.fabrics.map((fabric) => fabric.name).join(', ')}{' '}
        के बारे में आपके दो शब्द दूसरे ग्राहकों को चुनने में मदद करते हैं: छूने में कैसा है, कैसे गिरता है, और क्या स्क्रीन पर जैसा दिखा वैसा ही निकला।
      </Paragraph>
      {first ? <ActionButton href={`${origin}/product/${first.id}#reviews`}>रिव्यू लिखें</ActionButton> : null}
    </MailLayout>
  );
}
