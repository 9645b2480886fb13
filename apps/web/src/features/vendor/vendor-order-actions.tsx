import type { PartStatusChange, VendorOrder, VendorPaymentState } from '@fabric-store/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';

const UNPAID_STATES: readonly VendorPaymentState[] = ['awaiting_payment', 'verifying', 'expired'];

interface VendorOrderActionsProps {
  order: VendorOrder;
  /** Resolves true when the change was saved. */
  onChangeStatus: (change: PartStatusChange) => Promise<boolean>;
  changing: boolean;
}

/**
 * The moves the API allows now (the order's `nextStatuses`): Accept and Mark delivered at once;
 * Mark shipped asks for an optional carrier and tracking number; Cancel asks for the reason the shopper will read.
 */
export function VendorOrderActions({ order, onChangeStatus, changing }: VendorOrderActionsProps) {
  const [form, setForm] = useState<'ship' | 'cancel' | null>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [reason, setReason] = useState('');
  const hintId = useId();
  const { t } = useTranslation('vendor');
  const next = order.nextStatuses;
  // A UPI part ships once its payment is confirmed; the API refuses it before.
  const paid = !UNPAID_STATES.includes(order.paymentState);
  if (next.length === 0) return null;

  async function submit(event: FormEvent, change: PartStatusChange) {
    event.preventDefault();
    if (await onChangeStatus(change)) setForm(null);
  }

  if (form === 'ship') {
    return (
      <form
        aria-label={t('actions.markShippedForm')}
        className="mt-5 grid gap-4 rounded-xl bg-cream p-4 sm:grid-cols-2"
        onSubmit={(event) =>
          submit(event, {
            status: 'shipped',
            carrier: carrier.trim() || undefined,
            trackingNumber: trackingNumber.trim() || undefined,
          })
        }
      >
        <Field
          label={t('actions.carrier')}
          value={carrier}
          maxLength={60}
          onChange={(e) => setCarrier(e.currentTarget.value)}
        />
        <Field
          label={t('actions.tracking')}
          value={trackingNumber}
          maxLength={100}
          onChange={(e) => setTrackingNumber(e.currentTarget.value)}
        />
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={changing}>
            {changing ? t('saving') : t('actions.confirmShipped')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={changing}>
            {t('actions.back')}
          </Button>
        </div>
      </form>
    );
  }

  if (form === 'cancel') {
    return (
      <form
        aria-label={t('actions.cancelOrder')}
        className="mt-5 grid gap-3 rounded-xl bg-red-50 p-4"
        onSubmit={(event) => submit(event, { status: 'cancelled', reason: reason.trim() })}
      >
        <Field
          label={t('actions.reason')}
          value={reason}
          required
          maxLength={500}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="danger" disabled={changing || reason.trim() === ''}>
            {changing ? t('actions.cancelling') : t('actions.confirmCancel')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={changing}>
            {t('actions.back')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <fieldset className="mt-5 flex flex-wrap gap-2">
      <legend className="sr-only">{t('actions.nextSteps')}</legend>
      {next.includes('accepted') ? (
        <Button onClick={() => onChangeStatus({ status: 'accepted' })} disabled={changing}>
          {t('actions.accept')}
        </Button>
      ) : null}
      {next.includes('shipped') ? (
        <Button
          onClick={() => setForm('ship')}
          disabled={changing || !paid}
          aria-describedby={paid ? undefined : hintId}
        >
          {t('actions.markShipped')}
        </Button>
      ) : null}
      {next.includes('delivered') ? (
        <Button onClick={() => onChangeStatus({ status: 'delivered' })} disabled={changing}>
          {t('actions.markDelivered')}
        </Button>
      ) : null}
      {next.includes('cancelled') ? (
        <Button variant="secondary" onClick={() => setForm('cancel')} disabled={changing}>
          {t('actions.cancelOrder')}
        </Button>
      ) : null}
      {next.includes('shipped') && !paid ? (
        <p id={hintId} className="w-full text-sm text-muted">
          {t('actions.shipWhenPaid')}
        </p>
      ) : null}
    </fieldset>
  );
}
