import type { AdminReturn } from '@fabric-store/shared';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '@fabric-store/shared/return-rules';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { Pager } from '../../components/pager';
import { ReturnSummary } from '../../components/return-summary';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDecideReturn, useEscalatedReturns } from './api';
import { ConsoleHeading, Loaded } from './console-parts';
import { ReasonDialog } from './reason-dialog';

/** Returns shoppers escalated after their vendor rejected them: the operator approves (the vendor then follows) or upholds the rejection. */
export function ReturnsPage() {
  const [status, setStatus] = useState('escalated');
  const [page, setPage] = useState(1);
  const returns = useEscalatedReturns({ status: status || undefined, page });
  const decide = useDecideReturn();
  const [upholding, setUpholding] = useState<AdminReturn>();

  const run = (item: AdminReturn, decision: 'approve' | 'reject', note?: string) =>
    decide.mutate(
      { returnId: item._id, decision: { decision, note } },
      {
        onSuccess: () => {
          toast.success(
            decision === 'approve'
              ? item.refundBy === 'marketplace'
                ? `Return approved: ${item.vendor.name} will receive it, and the store refunds it from the UPI payment.`
                : `Return approved: ${item.vendor.name} will receive and refund it.`
              : 'Rejection upheld: the return is closed.',
          );
          setUpholding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not decide this return.')),
      },
    );

  return (
    <>
      <ConsoleHeading title="Returns" />
      <SelectField
        label="Escalated returns that are"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value);
          setPage(1);
        }}
      >
        <option value="">Any status</option>
        {RETURN_STATUSES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {RETURN_STATUS_LABELS[candidate]}
          </option>
        ))}
      </SelectField>
      <Loaded query={returns}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="mt-4 text-muted">No escalated returns here.</p>
          ) : (
            <>
              <ul className="mt-4 space-y-4">
                {data.items.map((item) => (
                  <li key={item._id}>
                    <ReturnSummary
                      level="h2"
                      item={item}
                      heading={`${item.customer.name}'s return to ${item.vendor.name}, order ${item.orderNumber}`}
                    >
                      {item.status === 'escalated' ? (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button onClick={() => run(item, 'approve')} disabled={decide.isPending}>
                            Approve return
                          </Button>
                          <Button variant="secondary" onClick={() => setUpholding(item)} disabled={decide.isPending}>
                            Uphold rejection
                          </Button>
                        </div>
                      ) : null}
                    </ReturnSummary>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
            </>
          )
        }
      </Loaded>
      <ReasonDialog
        title={upholding ? `Uphold ${upholding.vendor.name}'s rejection` : undefined}
        explanation="The shopper and the vendor are told this note; the return is closed."
        confirmLabel="Uphold rejection"
        busy={decide.isPending}
        onConfirm={(note) => upholding && run(upholding, 'reject', note)}
        onClose={() => setUpholding(undefined)}
      />
    </>
  );
}
