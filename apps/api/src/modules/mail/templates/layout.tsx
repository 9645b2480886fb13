/** @jsxRuntime automatic @jsxImportSource react */
import { type Language, PAYMENT_METHOD_LABELS, type PaymentMethod, type ShippingAddress } from '@fabric-store/shared';
import { lineAmountText } from '@fabric-store/shared/line-amount';
import { formatRupees } from '@fabric-store/shared/money';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { createContext, type ReactNode, useContext } from 'react';
import type { MailLine } from '../kinds';
import { hindiLineAmountText } from './hindi/words';

/** The language a mail is written in: its layout's own words follow it; the templates of each language give the rest. */
export const MailLanguage = createContext<Language>('en');

/** The layout's own words, by language. */
const LAYOUT_WORDS = {
  en: {
    footer:
      'Fabric-Store sends this mail about your account or your orders; it cannot be switched off, unlike the newsletter.',
    openLink: 'Or open this link:',
    cutFrom: 'Cut from:',
    lineAmount: lineAmountText,
  },
  hi: {
    footer: 'Fabric-Store यह मेल आपके खाते या आपके ऑर्डर के बारे में भेजता है; न्यूज़लेटर की तरह इसे बंद नहीं किया जा सकता।',
    openLink: 'या यह लिंक खोलें:',
    cutFrom: 'किस थान से कटेगा:',
    lineAmount: hindiLineAmountText,
  },
} satisfies Record<Language, { footer: string; openLink: string; cutFrom: string; lineAmount: typeof lineAmountText }>;

const useLayoutWords = () => LAYOUT_WORDS[useContext(MailLanguage)];

/** The store's look (apps/web/src/index.css): cream page, ink text, loom header, clay buttons. */
const colours = {
  cream: '#faf6f0',
  sand: '#efe5d6',
  ink: '#2b2118',
  muted: '#6b5b4d',
  clay: '#a84f24',
  loom: '#2f3e6b',
};

const font = "'Segoe UI', Helvetica, Arial, sans-serif";

export function MailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  const language = useContext(MailLanguage);
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.cream, color: colours.ink, fontFamily: font, margin: 0 }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: colours.loom, padding: '20px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '22px', fontWeight: 700, margin: 0 }}>Fabric-Store</Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Heading as="h1" style={{ fontSize: '22px', color: colours.ink }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ backgroundColor: colours.sand, padding: '12px 24px' }}>
            <Text style={{ color: colours.muted, fontSize: '12px', margin: 0 }}>{LAYOUT_WORDS[language].footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '12px 0' }}>{children}</Text>;
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  const words = useLayoutWords();
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.clay,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 600,
          fontSize: '15px',
        }}
      >
        {children}
      </Button>
      <Text style={{ color: colours.muted, fontSize: '12px' }}>{`${words.openLink} ${href}`}</Text>
    </Section>
  );
}

/** Each line (name, amount, total) and the total under them, in rupees as the site shows them. */
/** A row between the lines and the total, such as a coupon's discount: its label and the amount it shows. */
export interface TableAdjustment {
  label: string;
  amount: string;
}

export function LineTable({
  lines,
  adjustment,
  totalLabel,
  total,
}: {
  lines: MailLine[];
  adjustment?: TableAdjustment | undefined;
  totalLabel: string;
  total: number;
}) {
  const words = useLayoutWords();
  return (
    <Section style={{ margin: '12px 0' }}>
      {lines.map((line) => (
        <Row key={`${line.name}-${line.kind}`} style={{ borderBottom: `1px solid ${colours.sand}` }}>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ margin: 0, fontWeight: 600 }}>{line.name}</Text>
            <Text style={{ margin: 0, color: colours.muted, fontSize: '13px' }}>{words.lineAmount(line)}</Text>
            {line.cut && <Text style={{ margin: 0, fontSize: '13px' }}>{`${words.cutFrom} ${line.cut}`}</Text>}
          </Column>
          <Column align="right" style={{ padding: '8px 0', whiteSpace: 'nowrap' }}>
            <Text style={{ margin: 0 }}>{formatRupees(line.total)}</Text>
          </Column>
        </Row>
      ))}
      {adjustment && (
        <Row>
          <Column style={{ paddingTop: '8px' }}>
            <Text style={{ margin: 0 }}>{adjustment.label}</Text>
          </Column>
          <Column align="right" style={{ paddingTop: '8px', whiteSpace: 'nowrap' }}>
            <Text style={{ margin: 0 }}>{adjustment.amount}</Text>
          </Column>
        </Row>
      )}
      <Row>
        <Column style={{ paddingTop: '8px' }}>
          <Text style={{ margin: 0, fontWeight: 700 }}>{totalLabel}</Text>
        </Column>
        <Column align="right" style={{ paddingTop: '8px' }}>
          <Text style={{ margin: 0, fontWeight: 700 }}>{formatRupees(total)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

export function AddressBlock({ address, heading }: { address: ShippingAddress; heading: string }) {
  return (
    <Section style={{ margin: '12px 0' }}>
      <Text style={{ margin: 0, fontWeight: 600 }}>{heading}</Text>
      <Text style={{ margin: 0, whiteSpace: 'pre-line' }}>
        {[address.name, address.address, `${address.city}, ${address.state} ${address.postalCode}`, address.country]
          .filter(Boolean)
          .join('\n')}
      </Text>
    </Section>
  );
}

export const paymentLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

export function Divider() {
  return <Hr style={{ borderColor: colours.sand, margin: '16px 0' }} />;
}

/** What happens to the money of cancelled lines, by how the order was to be paid. */
export function refundSentence(method: PaymentMethod, amount: number): string {
  return method === 'cash_on_delivery'
    ? `Nothing to refund: the ${formatRupees(amount)} for these items was to be paid in cash on delivery and is no longer due.`
    : `The ${formatRupees(amount)} paid by ${paymentLabel(method)} for these items will be refunded to the account it came from.`;
}

/** 'Order FS-2611-0042': an order named as the screens name it; by its whole id on a mail written before numbers. */
export const orderLabel = (order: { orderId: string; orderNumber?: string }) => `Order ${orderNumberOf(order)}`;

/** 'FS-2611-0042', or '#' and the whole id on a mail written before orders had numbers. */
export const orderNumberOf = ({ orderId, orderNumber }: { orderId: string; orderNumber?: string }) =>
  orderNumber ?? `#${orderId}`;
