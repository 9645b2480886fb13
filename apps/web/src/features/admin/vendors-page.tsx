import {
  ACTIONS_NEEDING_REASON,
  type AdminVendor,
  movesFrom,
  type VendorAction,
  type VendorStatus,
} from '@fabric-store/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMoveVendor, useVendors } from './api';
import {
  ConsoleHeading,
  ConsoleSearch,
  ConsoleTable,
  PhoneLabel,
  useDateTime,
  useListControls,
  VendorLink,
} from './console-parts';
import { ReasonDialog } from './reason-dialog';

const TABS: (VendorStatus | 'all')[] = ['pending', 'active', 'suspended', 'rejected', 'all'];

/** Vendors by status, with the operator's moves; a rejection or suspension asks for its reason first. */
export function VendorsPage() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const label = (action: VendorAction) => t(`vendors.actions.${action}`);
  const [tab, setTab] = useState<VendorStatus | 'all'>('pending');
  const controls = useListControls();
  const vendors = useVendors({ status: tab === 'all' ? undefined : tab, q: controls.q, page: controls.page });
  const move = useMoveVendor();
  const [asking, setAsking] = useState<{ vendor: AdminVendor; action: VendorAction }>();

  const run = (vendor: AdminVendor, action: VendorAction, reason?: string) =>
    move.mutate(
      { vendorId: vendor._id, action, reason },
      {
        onSuccess: () => {
          toast.success(t(`vendors.done.${action}`, { name: vendor.name }));
          setAsking(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, t('vendors.couldNotChange'))),
      },
    );

  return (
    <>
      <ConsoleHeading title={t('console.sections.vendors')} />
      <div role="tablist" aria-label={t('vendors.statusTabs')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => {
              setTab(status);
              controls.setPage(1);
            }}
            className="rounded-full border border-ink/20 px-4 py-1.5 text-sm font-semibold capitalize aria-selected:border-clay-600 aria-selected:bg-clay-600 aria-selected:text-white"
          >
            {t(`vendors.statuses.${status}`)}
          </button>
        ))}
      </div>
      <ConsoleSearch label={t('vendors.search')} onSearch={controls.search} />
      <div role="tabpanel" aria-label={t(`vendors.panel.${tab}`)}>
        <ConsoleTable
          query={vendors}
          page={controls.page}
          onPage={controls.setPage}
          empty={t(`vendors.empty.${tab}`)}
          columns={[
            t('vendors.columns.vendor'),
            t('vendors.columns.status'),
            t('vendors.columns.joined'),
            t('vendors.columns.fabrics'),
            t('vendors.columns.orders'),
            t('vendors.columns.actions'),
          ]}
          row={(vendor) => (
            <>
              <td>
                <VendorLink vendor={vendor} block />
                <span className="text-muted">{vendor.email}</span>
              </td>
              <td>
                <span className="capitalize">{t(`vendors.statuses.${vendor.status}`)}</span>
                {vendor.statusReason ? (
                  <span className="block text-muted">{t('vendors.reason', { reason: vendor.statusReason })}</span>
                ) : null}
              </td>
              <td>
                <PhoneLabel>{t('vendors.phoneJoined')}</PhoneLabel>
                {dateTime(vendor.createdAt)}
              </td>
              <td>
                <PhoneLabel>{t('vendors.phoneFabrics')}</PhoneLabel>
                {vendor.fabricCount}
              </td>
              <td>
                <PhoneLabel>{t('vendors.phoneOrders')}</PhoneLabel>
                {vendor.ordersLast30Days}
              </td>
              <td>
                <div className="flex flex-wrap gap-2">
                  {movesFrom(vendor.status).map((action) => (
                    <Button
                      key={action}
                      variant={action === 'approve' || action === 'reinstate' ? 'primary' : 'danger'}
                      aria-label={t('vendors.actionFor', { action: label(action), name: vendor.name })}
                      onClick={() =>
                        ACTIONS_NEEDING_REASON.includes(action) ? setAsking({ vendor, action }) : run(vendor, action)
                      }
                    >
                      {label(action)}
                    </Button>
                  ))}
                </div>
              </td>
            </>
          )}
        />
      </div>
      <ReasonDialog
        title={asking && t('vendors.actionFor', { action: label(asking.action), name: asking.vendor.name })}
        explanation={t('vendors.reasonExplanation')}
        confirmLabel={asking ? label(asking.action) : ''}
        busy={move.isPending}
        onConfirm={(reason) => asking && run(asking.vendor, asking.action, reason)}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
