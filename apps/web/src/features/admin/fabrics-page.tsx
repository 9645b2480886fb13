import { ADMIN_FABRIC_STATUSES, type AdminFabric } from '@fabric-store/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useListings, useSetFabricHidden } from './api';
import { ConsoleHeading, ConsoleSearch, Loaded, Pager, tableClass } from './console-parts';
import { ReasonDialog } from './reason-dialog';

const STATUS_LABELS: Record<(typeof ADMIN_FABRIC_STATUSES)[number], string> = {
  listed: 'In the storefront',
  hidden: 'Hidden by Fabric-Store',
  vendor_inactive: 'Vendor not active',
};

/** Every fabric, searchable, with hide (for a reason its vendor sees) and unhide. */
export function FabricsPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const listings = useListings({ q, status, page });
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
      <div className="flex flex-wrap items-start gap-4">
        <ConsoleSearch
          label="Search fabrics or vendors"
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <SelectField
          label="Show"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All fabrics</option>
          {ADMIN_FABRIC_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <Loaded query={listings}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted">No fabrics match.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col">Fabric</th>
                    <th scope="col">Vendor</th>
                    <th scope="col">Price</th>
                    <th scope="col">Storefront</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((fabric) => (
                    <tr key={fabric._id}>
                      <td>
                        <span className="block font-semibold">{fabric.name}</span>
                        <span className="capitalize text-muted">{fabric.category}</span>
                      </td>
                      <td>
                        {fabric.vendor.name}
                        {fabric.vendor.status === 'active' ? null : (
                          <span className="block capitalize text-muted">{fabric.vendor.status}</span>
                        )}
                      </td>
                      <td>{formatPrice(fabric.price)}</td>
                      <td>
                        {fabric.hiddenReason
                          ? `Hidden: ${fabric.hiddenReason}`
                          : fabric.listed
                            ? 'Listed'
                            : 'Not listed (vendor not active)'}
                      </td>
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
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
            </div>
          )
        }
      </Loaded>
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
