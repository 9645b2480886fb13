import type { Return, VendorReturnMove } from '@fabric-store/shared';
import { nextReturnStatuses } from '@fabric-store/shared/return-rules';
import type { ParseKeys } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ErrorMessage, Loading } from '../../components/page-state';
import { Pager } from '../../components/pager';
import { formatPrice } from '../../components/price';
import { ReturnSummary } from '../../components/return-summary';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMoveReturn, useVendorReturns } from './api';

const SUCCESS_TOASTS: Record<VendorReturnMove['status'], ParseKeys<'vendor'>> = {
  approved: 'returns.toasts.approved',
  rejected: 'returns.toasts.rejected',
  received: 'returns.toasts.received',
  refunded: 'returns.toasts.refunded',
};

/** The Returns tab of 'Your Orders': the vendor's returns a page at a time, newest first, with the moves open to each now. */
export function VendorReturns() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useVendorReturns(page);
  const { t } = useTranslation('vendor');
  if (isPending) return <Loading label={t('loading')} />;
  if (isError) return <ErrorMessage>{t('returns.loadFailed')}</ErrorMessage>;
  const { items: returns, total, pageSize } = data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
        <p className="font-display text-xl font-semibold text-ink">{t('returns.none')}</p>
        <p className="mt-2 text-muted">{t('returns.noneHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {returns.map((item) => (
          <li key={item._id}>
            <ReturnSummary level="h2" item={item} heading={t('returns.heading', { orderNumber: item.orderNumber })}>
              {item.commission !== undefined ? (
                <p className="mt-2 text-xs text-muted">
                  {t('returns.commission', { amount: formatPrice(item.commission) })}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-muted">
                {item.refundBy === 'marketplace' ? t('returns.refundByMarketplace') : t('returns.refundByVendor')}
              </p>
              <ReturnActions item={item} />
            </ReturnSummary>
          </li>
        ))}
      </ul>
      <Pager page={page} total={total} pageSize={pageSize} onPage={setPage} />
    </>
  );
}

/**
 * Approve or reject (with the reason the shopper reads), receive (restocking or not), refund: on cash on
 * delivery the vendor's own, with its reference; on UPI the store's, from the payment it holds.
 */
function ReturnActions({ item }: { item: Return }) {
  const [form, setForm] = useState<'reject' | 'receive' | 'refund' | null>(null);
  const [reason, setReason] = useState('');
  // Fabric reported damaged may not be fit to sell again: the vendor is asked, nothing is ticked for them.
  const damaged = item.reason === 'damaged';
  const [restock, setRestock] = useState<boolean | undefined>(damaged ? undefined : true);
  const [reference, setReference] = useState('');
  const moveReturn = useMoveReturn();
  const { t } = useTranslation('vendor');
  const next = nextReturnStatuses(item.status, 'vendor');
  const busy = moveReturn.isPending;
  if (next.length === 0) return null;

  async function send(move: VendorReturnMove, event?: FormEvent) {
    event?.preventDefault();
    try {
      await moveReturn.mutateAsync({ returnId: item._id, move });
      toast.success(
        move.status === 'refunded' && item.refundBy === 'marketplace'
          ? t('returns.refundedByMarketplace')
          : t(SUCCESS_TOASTS[move.status]),
      );
      setForm(null);
    } catch (error) {
      toast.error(errorMessage(error, t('returns.updateFailed')));
    }
  }

  if (form === 'reject') {
    return (
      <form
        aria-label={t('returns.rejectForm')}
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'rejected', reason: reason.trim() }, e)}
      >
        <Field
          label={t('returns.rejectReason')}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="danger" disabled={busy || reason.trim() === ''}>
            {t('returns.confirmReject')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            {t('returns.back')}
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'receive') {
    return (
      <form
        aria-label={t('returns.receiveForm')}
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'received', restock: restock === true }, e)}
      >
        {damaged ? (
          <DamagedRestockQuestion name={`restock-${item._id}`} restock={restock} onAnswer={setRestock} />
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.currentTarget.checked)} />
            {t('returns.restock')}
          </label>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={busy || restock === undefined}>
            {t('returns.confirmReceived')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            {t('returns.back')}
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'refund' && item.refundBy === 'marketplace') {
    return (
      <form
        aria-label={t('returns.refundForm')}
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'refunded' }, e)}
      >
        <p data-testid="refund-payer" className="rounded-xl bg-blue-50 px-4 py-3 text-blue-900">
          {t('returns.marketplaceRefunds', { amount: formatPrice(item.amount) })}
          {item.commission !== undefined
            ? t('returns.balanceDown', { amount: formatPrice(item.amount - item.commission) })
            : ''}
        </p>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {t('returns.confirmRefund')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            {t('returns.back')}
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'refund') {
    return (
      <form
        aria-label={t('returns.refundForm')}
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'refunded', refundReference: reference.trim() }, e)}
      >
        <p data-testid="refund-payer" className="text-muted">
          {t('returns.vendorRefunds', { amount: formatPrice(item.amount) })}
        </p>
        <Field
          label={t('returns.reference')}
          hint={t('returns.referenceHint')}
          required
          maxLength={35}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy || reference.trim() === ''}>
            {t('returns.confirmRefunded')}
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            {t('returns.back')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <fieldset className="mt-3 flex flex-wrap gap-2">
      <legend className="sr-only">{t('returns.nextSteps')}</legend>
      {next.includes('approved') ? (
        <Button onClick={() => send({ status: 'approved' })} disabled={busy}>
          {t('returns.approve')}
        </Button>
      ) : null}
      {next.includes('rejected') ? (
        <Button variant="secondary" onClick={() => setForm('reject')} disabled={busy}>
          {t('returns.reject')}
        </Button>
      ) : null}
      {next.includes('received') ? (
        <Button onClick={() => setForm('receive')} disabled={busy}>
          {t('returns.markReceived')}
        </Button>
      ) : null}
      {next.includes('refunded') ? (
        <Button onClick={() => setForm('refund')} disabled={busy}>
          {t('returns.markRefunded')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** For a return reported damaged: whether it goes back in stock, asked with neither answer chosen. */
function DamagedRestockQuestion({
  name,
  restock,
  onAnswer,
}: {
  name: string;
  restock: boolean | undefined;
  onAnswer: (restock: boolean) => void;
}) {
  const { t } = useTranslation('vendor');
  return (
    <fieldset className="space-y-1 text-sm">
      <legend className="font-medium text-ink">{t('returns.damagedQuestion')}</legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={restock === true} onChange={() => onAnswer(true)} />
        {t('returns.damagedYes')}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={restock === false} onChange={() => onAnswer(false)} />
        {t('returns.damagedNo')}
      </label>
    </fieldset>
  );
}
