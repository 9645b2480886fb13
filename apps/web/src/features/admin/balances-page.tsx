import { formatRupees } from '@fabric-store/shared/money';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useBalances, useRecordLedgerMove } from './api';
import { balanceForOperator } from './balance-words';
import { ConsoleHeading, ConsoleSearch, ConsoleTable, useListControls, VendorLink } from './console-parts';
import { type LedgerMove, LedgerMoveDialog } from './ledger-move-dialog';

/**
 * What the marketplace and each vendor owe each other, from the vendors' ledgers: a payout when the
 * marketplace owes a vendor, a collection when a vendor owes the marketplace.
 */
export function BalancesPage() {
  const controls = useListControls();
  const balances = useBalances({ q: controls.q, page: controls.page });
  const record = useRecordLedgerMove();
  const [move, setMove] = useState<LedgerMove>();

  const open = (next: LedgerMove) => {
    record.reset();
    setMove(next);
  };

  return (
    <>
      <ConsoleHeading title="Balances" />
      <p className="mb-4 max-w-2xl text-sm text-muted">
        A vendor's balance is the sum of its ledger: what it earned on delivered UPI orders, less the commission on its
        cash orders, less what the marketplace paid it, plus what it paid the marketplace.
      </p>
      <ConsoleSearch label="Search vendors by name or email" onSearch={controls.search} />
      <ConsoleTable
        query={balances}
        page={controls.page}
        onPage={controls.setPage}
        empty={controls.q ? `No vendor matches “${controls.q}”.` : 'No vendors yet.'}
        columns={['Vendor', 'Balance', 'Actions']}
        row={({ vendor, balance }) => (
          <>
            <td>
              <VendorLink vendor={vendor} block />
              <span className="text-muted">{vendor.email}</span>
            </td>
            <td className={balance === 0 ? 'text-muted' : 'font-semibold'}>{balanceForOperator(balance)}</td>
            <td>
              {balance > 0 ? (
                <Button
                  aria-label={`Record payout to ${vendor.name}`}
                  onClick={() => open({ kind: 'payout', vendor, balance })}
                >
                  Record payout
                </Button>
              ) : null}
              {balance < 0 ? (
                <Button
                  variant="secondary"
                  aria-label={`Record collection from ${vendor.name}`}
                  onClick={() => open({ kind: 'collection', vendor, balance })}
                >
                  Record collection
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
      <LedgerMoveDialog
        move={move}
        busy={record.isPending}
        refusal={record.error ? errorMessage(record.error, 'Could not record this.') : undefined}
        onRecord={(request) =>
          move &&
          record.mutate(
            { vendorId: move.vendor._id, kind: move.kind, move: request },
            {
              onSuccess: ({ created }) => {
                const what = `${move.kind === 'payout' ? 'Payout to' : 'Collection from'} ${move.vendor.name}`;
                if (created) toast.success(`${what} of ${formatRupees(request.amount)} recorded.`);
                else toast.info(`${what} ${request.reference} was already recorded; nothing was recorded twice.`);
                setMove(undefined);
              },
            },
          )
        }
        onClose={() => setMove(undefined)}
      />
    </>
  );
}
