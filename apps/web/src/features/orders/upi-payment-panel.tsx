import { formatInIndia, type Order, type PaymentSubmission, PaymentSubmissionSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { toString as qrCodeSvg } from 'qrcode';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { Field } from '../../components/field';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSubmitPayment } from './api';

const when = (iso: string) => <time dateTime={iso}>{formatInIndia(iso, 'longDayAndTime')}</time>;

/**
 * A UPI order's payment for its shopper, on the confirmation and order pages: while it awaits payment, a QR
 * code of the order's UPI link, the link itself for a phone and a form for the UTR; then what became of it.
 */
export function UpiPaymentPanel({ order }: { order: Order }) {
  const { payment } = order;
  if (order.paymentMethod !== 'upi') return null;
  const amount = <strong data-testid="upi-amount">{formatPrice(payment.amount)}</strong>;

  if (payment.status === 'paid' && payment.amount === 0) {
    return (
      <PanelShell title="Nothing to pay">
        <p>Your coupon covered the whole order, so there is nothing to pay: the sellers can send your fabrics now.</p>
      </PanelShell>
    );
  }
  if (payment.status === 'paid') {
    const received = (
      <>
        We received your UPI payment of {amount}
        {payment.paidAt ? <> on {when(payment.paidAt)}</> : null}.
      </>
    );
    return (
      <PanelShell title="Payment received">
        {order.status === 'cancelled' ? (
          <p>
            {received} This order was cancelled, so the marketplace sends the money back to the UPI account you paid
            from; each part below shows its refund, and we email you the bank reference when it is sent.
          </p>
        ) : (
          <p>{received} Thank you: the sellers can now send your fabrics.</p>
        )}
      </PanelShell>
    );
  }
  if (payment.status === 'verifying') {
    return (
      <PanelShell title="We are checking your payment">
        <p>
          You paid {amount} with the UTR <span className="font-mono font-semibold">{payment.utr}</span>. We compare it
          with our bank statement and email you as soon as it is confirmed.
        </p>
      </PanelShell>
    );
  }
  if (payment.status === 'expired') {
    return (
      <PanelShell title="Not paid in time">
        <p>This order was not paid within the payment window, so the store cancelled it. Nothing was charged.</p>
      </PanelShell>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <PanelShell title="Nothing to pay">
        <p>This order was cancelled, so it needs no payment.</p>
      </PanelShell>
    );
  }
  return (
    <PanelShell title="Pay by UPI">
      {payment.rejectedReason ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-danger">
          <span className="block font-semibold">We could not find your payment: {payment.rejectedReason}</span>
          Check the UTR your UPI app shows and enter it again, or pay again if the payment did not go through
          {payment.dueBy ? (
            <>
              , by <span data-testid="upi-pay-by">{when(payment.dueBy)}</span>: we keep your order until then
            </>
          ) : null}
          .
        </p>
      ) : null}
      <p>
        Pay {amount}
        {payment.dueBy ? <> by {when(payment.dueBy)}</> : null}; an order not paid by then is cancelled.
      </p>
      {payment.upiUri ? (
        // The app button comes first, which a phone shows first; a wide screen puts the QR code on the left.
        <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-start">
          <div>
            <a href={payment.upiUri} className={buttonClass('primary', 'lg')}>
              Pay with a UPI app
            </a>
            <p className="mt-3 text-muted">Or scan the code with any UPI app, or pay to the UPI ID:</p>
            <PaymentDetails upiId={upiIdOf(payment.upiUri)} amount={payment.amount} />
            <UtrForm orderId={order._id} />
          </div>
          <div className="sm:order-first">
            <UpiQrCode uri={payment.upiUri} label={`QR code to pay ${formatPrice(payment.amount)} by UPI`} />
          </div>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          The store has not set up UPI payments yet, so this order cannot be paid by UPI for now. You may cancel it and
          order again with cash on delivery.
        </p>
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
  const rupees = amount.toFixed(2);
  return (
    <dl className="mt-3 grid gap-2">
      {upiId ? (
        <div className="flex flex-wrap items-center gap-3">
          <dt className="text-muted">UPI ID</dt>
          <dd className="font-mono font-semibold" data-testid="upi-id">
            {upiId}
          </dd>
          <dd>
            <CopyButton text={upiId} what="UPI ID" />
          </dd>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <dt className="text-muted">Amount (Rs.)</dt>
        <dd className="font-mono font-semibold">{rupees}</dd>
        <dd>
          <CopyButton text={rupees} what="amount" />
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
      toast.success('Thank you: we are checking your payment.');
    } catch (error) {
      setError('utr', { message: errorMessage(error, 'Could not send the UTR. Please try again.') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-sm">
      <Field
        label="UTR (12-digit bank reference)"
        hint="Your UPI app shows it after paying, as UTR or UPI reference number."
        inputMode="numeric"
        autoComplete="off"
        error={errors.utr?.message}
        {...register('utr')}
      />
      <Button type="submit" className="mt-3" aria-disabled={submitPayment.isPending || undefined}>
        {submitPayment.isPending ? 'Sending...' : 'I have paid'}
      </Button>
    </form>
  );
}
