import {
  ACTIONS_NEEDING_REASON,
  type AdminVendor,
  movesFrom,
  type VendorAction,
  type VendorStatus,
} from '@fabric-store/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useMoveVendor, useVendors } from './api';
import {
  ConsoleHeading,
  ConsoleSearch,
  ConsoleTable,
  dateTime,
  PhoneLabel,
  useListControls,
  VendorLink,
} from './console-parts';
import { ReasonDialog } from './reason-dialog';

const LABELS: Record<VendorAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
};
const DONE: Record<VendorAction, string> = {
  approve: 'approved: its fabrics are in the storefront',
  reject: 'rejected',
  suspend: 'suspended: its fabrics left the storefront',
  reinstate: 'reinstated: its fabrics are back in the storefront',
};
const TABS: (VendorStatus | 'all')[] = ['pending', 'active', 'suspended', 'rejected', 'all'];

/** Vendors by status, with the operator's moves; a rejection or suspension asks for its reason first. */
export function VendorsPage() {
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
          toast.success(`${vendor.name} ${DONE[action]}.`);
          setAsking(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change this vendor.')),
      },
    );

  return (
    <>
      <ConsoleHeading title="Vendors" />
      <div role="tablist" aria-label="Vendor status" className="mb-4 flex flex-wrap gap-2">
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
            {status}
          </button>
        ))}
      </div>
      <ConsoleSearch label="Search vendors by name or email" onSearch={controls.search} />
      <div role="tabpanel" aria-label={`${tab} vendors`}>
        <ConsoleTable
          query={vendors}
          page={controls.page}
          onPage={controls.setPage}
          empty={`No ${tab === 'all' ? '' : `${tab} `}vendors.`}
          columns={['Vendor', 'Status', 'Joined', 'Fabrics', 'Orders (30 days)', 'Actions']}
          row={(vendor) => (
            <>
              <td>
                <VendorLink vendor={vendor} block />
                <span className="text-muted">{vendor.email}</span>
              </td>
              <td>
                <span className="capitalize">{vendor.status}</span>
                {vendor.statusReason ? <span className="block text-muted">Reason: {vendor.statusReason}</span> : null}
              </td>
              <td>
                <PhoneLabel>Joined </PhoneLabel>
                {dateTime(vendor.createdAt)}
              </td>
              <td>
                <PhoneLabel>Fabrics: </PhoneLabel>
                {vendor.fabricCount}
              </td>
              <td>
                <PhoneLabel>Orders in 30 days: </PhoneLabel>
                {vendor.ordersLast30Days}
              </td>
              <td>
                <div className="flex flex-wrap gap-2">
                  {movesFrom(vendor.status).map((action) => (
                    <Button
                      key={action}
                      variant={action === 'approve' || action === 'reinstate' ? 'primary' : 'danger'}
                      aria-label={`${LABELS[action]} ${vendor.name}`}
                      onClick={() =>
                        ACTIONS_NEEDING_REASON.includes(action) ? setAsking({ vendor, action }) : run(vendor, action)
                      }
                    >
                      {LABELS[action]}
                    </Button>
                  ))}
                </div>
              </td>
            </>
          )}
        />
      </div>
      <ReasonDialog
        title={asking && `${LABELS[asking.action]} ${asking.vendor.name}`}
        explanation="The vendor sees this reason on its dashboard."
        confirmLabel={asking ? LABELS[asking.action] : ''}
        busy={move.isPending}
        onConfirm={(reason) => asking && run(asking.vendor, asking.action, reason)}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
