import { Link } from 'react-router';
import { useVendorProfile } from '../vendor-profile/api';
import { useVendorOrderCounts, useVendorReturnsToHandle } from './api';

interface ToDo {
  count: number | undefined;
  one: string;
  many: string;
  to: string;
}

/**
 * What waits for the vendor now, each with a link to where it is done; the nothing-to-do state says so. An
 * incomplete tax profile is one of them, in the same box, so that the dashboard does not move once it is known.
 */
export function VendorToDos() {
  const { data: counts } = useVendorOrderCounts();
  const returnsToHandle = useVendorReturnsToHandle();
  const { data: profile } = useVendorProfile();
  const toDos: ToDo[] = [
    { count: counts?.placed, one: 'order to accept', many: 'orders to accept', to: '/vendor/orders?tab=to-accept' },
    { count: counts?.accepted, one: 'order to ship', many: 'orders to ship', to: '/vendor/orders?tab=to-ship' },
    { count: returnsToHandle, one: 'return to handle', many: 'returns to handle', to: '/vendor/orders?tab=returns' },
  ];
  const loaded = profile !== undefined && toDos.every((toDo) => toDo.count !== undefined);
  const waiting = toDos.filter((toDo) => (toDo.count ?? 0) > 0);
  const profileMissing = profile && !profile.profileComplete ? profile.missing : [];
  return (
    <section aria-labelledby="vendor-to-dos" className="mt-8 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
      <h2 id="vendor-to-dos" className="text-xl font-semibold">
        To do
      </h2>
      {!loaded ? (
        <p className="mt-3 text-muted">Counting what waits for you…</p>
      ) : waiting.length === 0 && profileMissing.length === 0 ? (
        <p className="mt-3 text-muted">Nothing waits for you: every order and return is handled.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {profileMissing.length > 0 && (
            <li data-testid="tax-profile-notice" title={`Missing: ${profileMissing.join(', ')}`}>
              <Link to="/vendor/profile" className="font-semibold text-clay-700 underline hover:text-clay-600">
                Complete your tax profile
              </Link>{' '}
              <span className="text-muted">to sell with GST invoices ({profileMissing.length} missing)</span>
            </li>
          )}
          {waiting.map((toDo) => (
            <li key={toDo.to}>
              <Link to={toDo.to} className="font-semibold text-clay-700 underline hover:text-clay-600">
                {toDo.count} {toDo.count === 1 ? toDo.one : toDo.many}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
