import type { VendorStatus } from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useVendorStanding } from './api';

const NOTICES: Record<Exclude<VendorStatus, 'active'>, { title: ParseKeys<'vendor'>; body: ParseKeys<'vendor'> }> = {
  pending: {
    title: 'standing.pendingTitle',
    body: 'standing.pendingBody',
  },
  suspended: {
    title: 'standing.suspendedTitle',
    body: 'standing.suspendedBody',
  },
  rejected: {
    title: 'standing.rejectedTitle',
    body: 'standing.rejectedBody',
  },
};

/** The vendor's standing with the operator, shown on its dashboard with the operator's reason; nothing while active. */
export function VendorStandingNotice() {
  const { data } = useVendorStanding();
  const { t } = useTranslation('vendor');
  if (!data || data.status === 'active') return null;
  const notice = NOTICES[data.status];
  return (
    <section
      aria-labelledby="vendor-standing-heading"
      className="mt-8 rounded-2xl border border-danger/30 bg-white p-6"
      data-testid="vendor-standing"
    >
      <h2 id="vendor-standing-heading" className="text-xl font-semibold text-danger">
        {t(notice.title)}
      </h2>
      <p className="mt-2 text-muted">{t(notice.body)}</p>
      {data.reason ? (
        <p className="mt-2 font-semibold text-ink">{t('standing.reason', { reason: data.reason })}</p>
      ) : null}
    </section>
  );
}
