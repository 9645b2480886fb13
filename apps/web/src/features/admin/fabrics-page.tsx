import { ADMIN_FABRIC_STATUSES, type AdminFabric } from '@fabric-store/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useListings, useSetFabricHidden } from './api';
import { ConsoleHeading, ConsoleTable, ListFilters, listingWords, useListControls, VendorLink } from './console-parts';
import { ReasonDialog } from './reason-dialog';

const STATUS_LABELS: Record<(typeof ADMIN_FABRIC_STATUSES)[number], string> = {
  listed: 'In the storefront',
  hidden: 'Hidden by Fabric-Store',
  vendor_inactive: 'Vendor not active',
};
const STATUS_OPTIONS = ADMIN_FABRIC_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** Every fabric, searchable, with hide (for a reason its vendor sees) and unhide. */
export function FabricsPage() {
  const controls = useListControls();
  const listings = useListings({ q: controls.q, status: controls.filter, page: controls.page });
  const setHidden = useSetFabricHidden();
  const [hiding, setHiding] = useState<AdminFabric>();

  const run = (fabric: AdminFabric, reason?: string) =>
    setHidden.mutate(
      { fabricId: fabric._id, reason },
      {
        onSuccess: () => {
          toast.success(reason ? `${fabric.name} is hidden from the storefront.` : `${fabric.name} is shown again.`);
          setHiding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change this fabric.')),
      },
    );

  return (
    <>
      <ConsoleHeading title="Fabrics" />
      <ListFilters
        controls={controls}
        searchLabel="Search fabrics or vendors"
        filterLabel="Show"
        anyLabel="All fabrics"
        options={STATUS_OPTIONS}
      />
      <ConsoleTable
        query={listings}
        page={controls.page}
        onPage={controls.setPage}
        empty="No fabrics match."
        columns={['Fabric', 'Vendor', 'Price', 'Storefront', 'Action']}
        row={(fabric) => (
          <>
            <td>
              <span className="block font-semibold">{fabric.name}</span>
              <span className="capitalize text-muted">{fabric.category}</span>
            </td>
            <td>
              <VendorLink vendor={fabric.vendor} />
              {fabric.vendor.status === 'active' ? null : (
                <span className="block capitalize text-muted">{fabric.vendor.status}</span>
              )}
            </td>
            <td>{formatPrice(fabric.price)}</td>
            <td>{listingWords(fabric)}</td>
            <td>
              {fabric.hiddenReason ? (
                <Button variant="secondary" aria-label={`Unhide ${fabric.name}`} onClick={() => run(fabric)}>
                  Unhide
                </Button>
              ) : (
                <Button variant="danger" aria-label={`Hide ${fabric.name}`} onClick={() => setHiding(fabric)}>
                  Hide
                </Button>
              )}
            </td>
          </>
        )}
      />
      <ReasonDialog
        title={hiding && `Hide ${hiding.name}`}
        explanation="The vendor sees this reason on the fabric; only Fabric-Store can unhide it."
        confirmLabel="Hide"
        busy={setHidden.isPending}
        onConfirm={(reason) => hiding && run(hiding, reason)}
        onClose={() => setHiding(undefined)}
      />
    </>
  );
}
