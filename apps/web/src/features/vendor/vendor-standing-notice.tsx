import type { VendorStatus } from '@fabric-store/shared';
import { useVendorStanding } from './api';

const NOTICES: Record<Exclude<VendorStatus, 'active'>, { title: string; body: string }> = {
  pending: {
    title: 'Your shop is waiting for approval',
    body: 'You can add and prepare fabrics now; shoppers will see them once Fabric-Store approves your shop.',
  },
  suspended: {
    title: 'Fabric-Store has suspended your shop',
    body: 'Shoppers cannot see your fabrics and you cannot add or change them. Keep moving your open orders.',
  },
  rejected: {
    title: 'Fabric-Store did not approve your shop',
    body: 'Shoppers cannot see your fabrics and you cannot add or change them.',
  },
};

/** The vendor's standing with the operator, shown on its dashboard with the operator's reason; nothing while active. */
export function VendorStandingNotice() {
  const { data } = useVendorStanding();
  if (!data || data.status === 'active') return null;
  const notice = NOTICES[data.status];
  return (
    <section
      aria-labelledby="vendor-standing-heading"
      className="mt-8 rounded-2xl border border-danger/30 bg-white p-6"
      data-testid="vendor-standing"
    >
      <h2 id="vendor-standing-heading" className="text-xl font-semibold text-danger">
        {notice.title}
      </h2>
      <p className="mt-2 text-muted">{notice.body}</p>
      {data.reason ? <p className="mt-2 font-semibold text-ink">Reason: {data.reason}</p> : null}
    </section>
  );
}
