import type { AdminReturn } from '@fabric-store/shared';
import { RETURN_STATUSES } from '@fabric-store/shared/return-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
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
                ? t('returns.approvedStoreRefunds', { vendor: item.vendor.name })
                : t('returns.approvedVendorRefunds', { vendor: item.vendor.name })
              : t('returns.upheld'),
          );
          setUpholding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, t('returns.couldNotDecide'))),
      },
    );

  return (
    <>
      <ConsoleHeading title={t('console.sections.returns')} />
      <SelectField
        label={t('returns.filter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value);
          setPage(1);
        }}
      >
        <option value="">{t('orders.anyStatus')}</option>
        {RETURN_STATUSES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {t(`returns.statuses.${candidate}`)}
          </option>
        ))}
      </SelectField>
      <Loaded query={returns}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="mt-4 text-muted">{t('returns.empty')}</p>
          ) : (
            <>
              <ul className="mt-4 space-y-4">
                {data.items.map((item) => (
                  <li key={item._id}>
                    <ReturnSummary
                      level="h2"
                      item={item}
                      heading={t('returns.heading', {
                        shopper: item.customer.name,
                        vendor: item.vendor.name,
                        number: item.orderNumber,
                      })}
                    >
                      {item.status === 'escalated' ? (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <Button onClick={() => run(item, 'approve')} disabled={decide.isPending}>
                            {t('returns.approve')}
                          </Button>
                          <Button variant="secondary" onClick={() => setUpholding(item)} disabled={decide.isPending}>
                            {t('returns.uphold')}
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
        title={upholding ? t('returns.upholdTitle', { vendor: upholding.vendor.name }) : undefined}
        explanation={t('returns.upholdExplanation')}
        confirmLabel={t('returns.uphold')}
        busy={decide.isPending}
        onConfirm={(note) => upholding && run(upholding, 'reject', note)}
        onClose={() => setUpholding(undefined)}
      />
    </>
  );
}
