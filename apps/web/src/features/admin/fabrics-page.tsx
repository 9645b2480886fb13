import { ADMIN_FABRIC_STATUSES, type AdminFabric } from '@fabric-store/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useListings, useSetFabricHidden } from './api';
import {
  ConsoleHeading,
  ConsoleTable,
  ListFilters,
  useListControls,
  useListingWords,
  VendorLink,
} from './console-parts';
import { ReasonDialog } from './reason-dialog';

/** Every fabric, searchable, with hide (for a reason its vendor sees) and unhide. */
export function FabricsPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const listingWords = useListingWords();
  const statusOptions = ADMIN_FABRIC_STATUSES.map((status) => ({
    value: status,
    label: t(`fabrics.statuses.${status}`),
  }));
  const controls = useListControls();
  const listings = useListings({ q: controls.q, status: controls.filter, page: controls.page });
  const setHidden = useSetFabricHidden();
  const [hiding, setHiding] = useState<AdminFabric>();

  const run = (fabric: AdminFabric, reason?: string) =>
    setHidden.mutate(
      { fabricId: fabric._id, reason },
      {
        onSuccess: () => {
          toast.success(t(reason ? 'fabrics.hidden' : 'fabrics.shownAgain', { name: fabric.name }));
          setHiding(undefined);
        },
        onError: (error) => toast.error(errorMessage(error, t('fabrics.couldNotChange'))),
      },
    );

  return (
    <>
      <ConsoleHeading title={t('console.sections.fabrics')} />
      <ListFilters
        controls={controls}
        searchLabel={t('fabrics.search')}
        filterLabel={t('fabrics.show')}
        anyLabel={t('fabrics.all')}
        options={statusOptions}
      />
      <ConsoleTable
        query={listings}
        page={controls.page}
        onPage={controls.setPage}
        empty={t('fabrics.empty')}
        columns={[
          t('fabrics.columns.fabric'),
          t('fabrics.columns.vendor'),
          t('fabrics.columns.price'),
          t('fabrics.columns.storefront'),
          t('people.columns.action'),
        ]}
        row={(fabric) => (
          <>
            <td>
              <span className="block font-semibold">{fabric.name}</span>
              <span className="capitalize text-muted">
                {tCommon(`categories.${fabric.category}`, { defaultValue: fabric.category })}
              </span>
            </td>
            <td>
              <VendorLink vendor={fabric.vendor} />
              {fabric.vendor.status === 'active' ? null : (
                <span className="block capitalize text-muted">{t(`vendors.statuses.${fabric.vendor.status}`)}</span>
              )}
            </td>
            <td>{formatPrice(fabric.price)}</td>
            <td>{listingWords(fabric)}</td>
            <td>
              {fabric.hiddenReason ? (
                <Button
                  variant="secondary"
                  aria-label={t('fabrics.unhideFor', { name: fabric.name })}
                  onClick={() => run(fabric)}
                >
                  {t('fabrics.unhide')}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  aria-label={t('fabrics.hideFor', { name: fabric.name })}
                  onClick={() => setHiding(fabric)}
                >
                  {t('fabrics.hide')}
                </Button>
              )}
            </td>
          </>
        )}
      />
      <ReasonDialog
        title={hiding && t('fabrics.hideFor', { name: hiding.name })}
        explanation={t('fabrics.hideExplanation')}
        confirmLabel={t('fabrics.hide')}
        busy={setHidden.isPending}
        onConfirm={(reason) => hiding && run(hiding, reason)}
        onClose={() => setHiding(undefined)}
      />
    </>
  );
}
