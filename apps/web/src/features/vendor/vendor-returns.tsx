import type { Return, VendorReturnMove } from '@fabric-store/shared';
import { nextReturnStatuses } from '@fabric-store/shared/return-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ErrorMessage, Loading } from '../../components/page-state';
import { Pager } from '../../components/pager';
import { formatPrice } from '../../components/price';
import { ReturnSummary } from '../../components/return-summary';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMoveReturn, useVendorReturns } from './api';

const SUCCESS_TOASTS: Record<VendorReturnMove['status'], string> = {
  approved: 'Return approved.',
  rejected: 'Return rejected.',
  received: 'Return marked received.',
  refunded: 'Return marked refunded.',
};

/** The Returns tab of 'Your Orders': the vendor's returns a page at a time, newest first, with the moves open to each now. */
export function VendorReturns() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useVendorReturns(page);
  if (isPending) return <Loading />;
  if (isError) return <ErrorMessage>Failed to fetch returns.</ErrorMessage>;
  const { items: returns, total, pageSize } = data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
        <p className="font-display text-xl font-semibold text-ink">No returns yet.</p>
        <p className="mt-2 text-muted">When a shopper asks to return items of a delivered order, it appears here.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {returns.map((item) => (
          <li key={item._id}>
            <ReturnSummary level="h2" item={item} heading={`Return for order ${item.orderNumber}`}>
              {item.commission !== undefined ? (
                <p className="mt-2 text-xs text-muted">
                  Commission on this amount: {formatPrice(item.commission)}, at the percent of the sale.
                </p>
              ) : null}
              <p className="mt-1 text-xs text-muted">
                {item.refundBy === 'marketplace'
                  ? 'Paid by UPI: Fabric Store refunds the shopper from the payment it holds.'
                  : 'Cash on delivery: you refund the shopper.'}
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
  const next = nextReturnStatuses(item.status, 'vendor');
  const busy = moveReturn.isPending;
  if (next.length === 0) return null;

  async function send(move: VendorReturnMove, event?: FormEvent) {
    event?.preventDefault();
    try {
      await moveReturn.mutateAsync({ returnId: item._id, move });
      toast.success(
        move.status === 'refunded' && item.refundBy === 'marketplace'
          ? 'Return marked refunded: Fabric Store sends the refund to the shopper.'
          : SUCCESS_TOASTS[move.status],
      );
      setForm(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update the return.'));
    }
  }

  if (form === 'reject') {
    return (
      <form
        aria-label="Reject return"
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'rejected', reason: reason.trim() }, e)}
      >
        <Field
          label="Reason for rejecting (the shopper will see it)"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="danger" disabled={busy || reason.trim() === ''}>
            Confirm reject
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            Back
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'receive') {
    return (
      <form
        aria-label="Receive return"
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'received', restock: restock === true }, e)}
      >
        {damaged ? (
          <DamagedRestockQuestion name={`restock-${item._id}`} restock={restock} onAnswer={setRestock} />
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.currentTarget.checked)} />
            Put the returned quantity back in stock
          </label>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={busy || restock === undefined}>
            Confirm received
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            Back
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'refund' && item.refundBy === 'marketplace') {
    return (
      <form aria-label="Refund return" className="mt-3 space-y-2" onSubmit={(e) => send({ status: 'refunded' }, e)}>
        <p data-testid="refund-payer" className="rounded-xl bg-blue-50 px-4 py-3 text-blue-900">
          This order was paid by UPI, so Fabric Store refunds {formatPrice(item.amount)} to the shopper from the payment
          it holds: send nothing yourself.
          {item.commission !== undefined
            ? ` Your balance goes down by ${formatPrice(item.amount - item.commission)}, the amount less its commission.`
            : ''}
        </p>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            Confirm refund
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            Back
          </Button>
        </div>
      </form>
    );
  }
  if (form === 'refund') {
    return (
      <form
        aria-label="Refund return"
        className="mt-3 space-y-2"
        onSubmit={(e) => send({ status: 'refunded', refundReference: reference.trim() }, e)}
      >
        <p data-testid="refund-payer" className="text-muted">
          Cash on delivery: you took the shopper&apos;s cash, so you refund {formatPrice(item.amount)} and record your
          transfer&apos;s id.
        </p>
        <Field
          label="Refund reference (UPI or bank transfer id)"
          hint="6 to 35 letters, digits and hyphens, as your bank shows it."
          required
          maxLength={35}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy || reference.trim() === ''}>
            Confirm refunded
          </Button>
          <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
            Back
          </Button>
        </div>
      </form>
    );
  }
  return (
    <fieldset className="mt-3 flex flex-wrap gap-2">
      <legend className="sr-only">Next steps for this return</legend>
      {next.includes('approved') ? (
        <Button onClick={() => send({ status: 'approved' })} disabled={busy}>
          Approve
        </Button>
      ) : null}
      {next.includes('rejected') ? (
        <Button variant="secondary" onClick={() => setForm('reject')} disabled={busy}>
          Reject
        </Button>
      ) : null}
      {next.includes('received') ? (
        <Button onClick={() => setForm('receive')} disabled={busy}>
          Mark received
        </Button>
      ) : null}
      {next.includes('refunded') ? (
        <Button onClick={() => setForm('refund')} disabled={busy}>
          Mark refunded
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
  return (
    <fieldset className="space-y-1 text-sm">
      <legend className="font-medium text-ink">
        The shopper reported this fabric damaged. Put the returned quantity back in stock?
      </legend>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={restock === true} onChange={() => onAnswer(true)} />
        Yes, it is fit to sell: put it back in stock
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name={name} checked={restock === false} onChange={() => onAnswer(false)} />
        No, keep it out of stock
      </label>
    </fieldset>
  );
}
