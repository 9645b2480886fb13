import { formatRupees } from '@fabric-store/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useBalances, useRecordLedgerMove } from './api';
import { useBalanceForOperator } from './balance-words';
import { ConsoleHeading, ConsoleSearch, ConsoleTable, useListControls, VendorLink } from './console-parts';
import { type LedgerMove, LedgerMoveDialog } from './ledger-move-dialog';

/**
 * What the marketplace and each vendor owe each other, from the vendors' ledgers: a payout when the
 * marketplace owes a vendor, a collection when a vendor owes the marketplace.
 */
export function BalancesPage() {
  const { t } = useTranslation('admin');
  const balanceForOperator = useBalanceForOperator();
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
      <ConsoleHeading title={t('console.sections.balances')} />
      <p className="mb-4 max-w-2xl text-sm text-muted">{t('balances.explanation')}</p>
      <ConsoleSearch label={t('vendors.search')} onSearch={controls.search} />
      <ConsoleTable
        query={balances}
        page={controls.page}
        onPage={controls.setPage}
        empty={controls.q ? t('balances.noMatch', { q: controls.q }) : t('balances.none')}
        columns={[t('vendors.columns.vendor'), t('balances.columns.balance'), t('vendors.columns.actions')]}
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
                  aria-label={t('balances.recordPayoutTo', { name: vendor.name })}
                  onClick={() => open({ kind: 'payout', vendor, balance })}
                >
                  {t('balances.recordPayout')}
                </Button>
              ) : null}
              {balance < 0 ? (
                <Button
                  variant="secondary"
                  aria-label={t('balances.recordCollectionFrom', { name: vendor.name })}
                  onClick={() => open({ kind: 'collection', vendor, balance })}
                >
                  {t('balances.recordCollection')}
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
      <LedgerMoveDialog
        move={move}
        busy={record.isPending}
        refusal={record.error ? errorMessage(record.error, t('balances.couldNotRecord')) : undefined}
        onRecord={(request) =>
          move &&
          record.mutate(
            { vendorId: move.vendor._id, kind: move.kind, move: request },
            {
              onSuccess: ({ created }) => {
                const name = move.vendor.name;
                if (created) {
                  const amount = formatRupees(request.amount);
                  toast.success(t(`balances.${move.kind}Recorded`, { name, amount }));
                } else toast.info(t(`balances.${move.kind}Already`, { name, reference: request.reference }));

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
