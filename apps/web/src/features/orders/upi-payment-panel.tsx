import { type Order, type PaymentSubmission, PaymentSubmissionSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { toString as qrCodeSvg } from 'qrcode';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { formatPrice } from '../../components/price';
import { useFormats } from '../../i18n/formats';
import { TaggedWords } from '../../i18n/tagged-words';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSubmitPayment } from './api';

/**
 * A UPI order's payment for its shopper, on the confirmation and order pages: while it awaits payment, a QR
 * code of the order's UPI link, the link itself for a phone and a form for the UTR; then what became of it.
 */
export function UpiPaymentPanel({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const { date } = useFormats();
  const { payment } = order;
  if (order.paymentMethod !== 'upi') return null;
  const amount = formatPrice(payment.amount);
  const when = (iso: string) => date(iso, 'longDayAndTime');
  // The tags a sentence of the catalogue may wrap its amount, times and UTR in.
  const tags = (iso?: string) => ({
    amount: <strong data-testid="upi-amount" />,
    time: <time dateTime={iso} />,
    utr: <span className="font-mono font-semibold" />,
    payBy: <span data-testid="upi-pay-by" />,
  });

  if (payment.status === 'paid' && payment.amount === 0) {
    return (
      <PanelShell title={t('upi.nothingToPay')}>
        <p>{t('upi.couponCovered')}</p>
      </PanelShell>
    );
  }
  if (payment.status === 'paid') {
    const received = payment.paidAt ? (
      <TaggedWords
        sentence={t('upi.receivedAmountOn', { amount, paidAt: when(payment.paidAt) })}
        tags={tags(payment.paidAt)}
      />
    ) : (
      <TaggedWords sentence={t('upi.receivedAmount', { amount })} tags={tags()} />
    );
    return (
      <PanelShell title={t('upi.received')}>
        <p>
          {received} {order.status === 'cancelled' ? t('upi.refundAfterCancel') : t('upi.paidThanks')}
        </p>
      </PanelShell>
    );
  }
  if (payment.status === 'verifying') {
    return (
      <PanelShell title={t('upi.checking')}>
        <p>
          <TaggedWords sentence={t('upi.paidWithUtr', { amount, utr: payment.utr })} tags={tags()} />
        </p>
      </PanelShell>
    );
  }
  if (payment.status === 'expired') {
    return (
      <PanelShell title={t('upi.expired')}>
        <p>{t('upi.expiredText')}</p>
      </PanelShell>
    );
  }
  if (order.status === 'cancelled') {
    // A shopper may have paid before the cancel: its UTR gets the money back.
    return (
      <PanelShell title={t('upi.nothingToPay')}>
        {payment.rejectedReason ? (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 font-semibold text-danger">
            {t('upi.notFound', { reason: payment.rejectedReason })}
          </p>
        ) : null}
        <p>{t('upi.cancelledText')}</p>
        <p className="mt-2 text-muted">{t('upi.paidBeforeCancel')}</p>
        <UtrForm orderId={order._id} />
      </PanelShell>
    );
  }
  return (
    <PanelShell title={t('upi.payByUpi')}>
      {payment.rejectedReason ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-danger">
          <span className="block font-semibold">{t('upi.notFound', { reason: payment.rejectedReason })}</span>
          {payment.dueBy ? (
            <TaggedWords sentence={t('upi.tryAgainBy', { dueBy: when(payment.dueBy) })} tags={tags(payment.dueBy)} />
          ) : (
            t('upi.tryAgain')
          )}
        </p>
      ) : null}
      <p>
        {payment.dueBy ? (
          <TaggedWords sentence={t('upi.payBy', { amount, dueBy: when(payment.dueBy) })} tags={tags(payment.dueBy)} />
        ) : (
          <TaggedWords sentence={t('upi.pay', { amount })} tags={tags()} />
        )}
      </p>
      {payment.upiUri ? (
        // The app button comes first, which a phone shows first; a wide screen puts the QR code on the left.
        <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-start">
          <div>
            <a href={payment.upiUri} className={buttonClass('primary', 'lg')}>
              {t('upi.payWithApp')}
            </a>
            <p className="mt-3 text-muted">{t('upi.orScan')}</p>
            <PaymentDetails upiId={upiIdOf(payment.upiUri)} amount={payment.amount} />
            <UtrForm orderId={order._id} />
          </div>
          <div className="sm:order-first">
            <UpiQrCode uri={payment.upiUri} label={t('upi.qrCode', { amount })} />
          </div>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">{t('upi.notSetUp')}</p>
      )}
    </PanelShell>
  );
}

/** The payee of a UPI link (its `pa`), which a shopper paying from another device types by hand. */
function upiIdOf(uri: string): string | null {
  const query = uri.split('?')[1] ?? '';
  return new URLSearchParams(query).get('pa');
}

/** The UPI ID and the amount as text, each with a Copy button, for a shopper who cannot scan or tap the link. */
function PaymentDetails({ upiId, amount }: { upiId: string | null; amount: number }) {
  const { t } = useTranslation('checkout');
  const rupees = amount.toFixed(2);
  return (
    <dl className="mt-3 grid gap-2">
      {upiId ? (
        <div className="flex flex-wrap items-center gap-3">
          <dt className="text-muted">{t('upi.upiId')}</dt>
          <dd className="font-mono font-semibold" data-testid="upi-id">
            {upiId}
          </dd>
          <dd>
            <CopyButton text={upiId} what={t('upi.upiId')} />
          </dd>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <dt className="text-muted">{t('upi.amount')}</dt>
        <dd className="font-mono font-semibold">{rupees}</dd>
        <dd>
          <CopyButton text={rupees} what={t('upi.amountToCopy')} />
        </dd>
      </div>
    </dl>
  );
}

function PanelShell({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="upi-payment"
      className="mt-8 rounded-2xl border border-ink/10 bg-white p-6 text-sm shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The UPI link as a QR code, drawn in the browser as an SVG image. */
function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    qrCodeSvg(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={label} width={208} height={208} className="rounded-lg border border-ink/10" />
  ) : (
    <div aria-hidden="true" className="size-52 animate-pulse rounded-lg bg-sand" />
  );
}

/** The 12-digit UTR the shopper's app showed; a refusal's message (not 12 digits, already used) shows under it. */
function UtrForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('checkout');
  const submitPayment = useSubmitPayment(orderId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentSubmission>({ resolver: zodResolver(PaymentSubmissionSchema), defaultValues: { utr: '' } });

  const submit = handleSubmit(async (body) => {
    if (submitPayment.isPending) return;
    try {
      await submitPayment.mutateAsync(body);
      toast.success(t('upi.sent'));
    } catch (error) {
      setError('utr', { type: 'server', message: errorMessage(error, t('upi.sendFailed')) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-sm">
      <Field
        label={t('upi.utr')}
        hint={t('upi.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        // The API's refusal is shown as it came; the form's own check (12 digits) is worded here.
        error={errors.utr?.type === 'server' ? errors.utr.message : errors.utr && t('upi.utrInvalid')}
        {...register('utr')}
      />
      <Button type="submit" className="mt-3" aria-disabled={submitPayment.isPending || undefined}>
        {submitPayment.isPending ? t('upi.sending') : t('upi.havePaid')}
      </Button>
    </form>
  );
}
