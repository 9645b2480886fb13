import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorProfile } from '../vendor-profile/api';
import { useVendorOrderCounts, useVendorReturnsToHandle } from './api';

interface ToDo {
  count: number | undefined;
  /** The line's key: a count of things waiting, '3 orders to accept'. */
  words: 'toDos.toAccept' | 'toDos.toShip' | 'toDos.returns' | 'toDos.hsnCodes';
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
  const { t } = useTranslation('vendor');
  const toDos: ToDo[] = [
    { count: counts?.placed, words: 'toDos.toAccept', to: '/vendor/orders?tab=to-accept' },
    { count: counts?.accepted, words: 'toDos.toShip', to: '/vendor/orders?tab=to-ship' },
    { count: returnsToHandle, words: 'toDos.returns', to: '/vendor/orders?tab=returns' },
    // A registered vendor's fabrics without an HSN code its invoices can name cannot be bought.
    { count: profile?.fabricsWithoutHsnCode, words: 'toDos.hsnCodes', to: '/vendor/products' },
  ];
  const loaded = profile !== undefined && toDos.every((toDo) => toDo.count !== undefined);
  const waiting = toDos.filter((toDo) => (toDo.count ?? 0) > 0);
  const profileMissing = profile && !profile.profileComplete ? profile.missing : [];
  return (
    <section aria-labelledby="vendor-to-dos" className="mt-8 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
      <h2 id="vendor-to-dos" className="text-xl font-semibold">
        {t('toDos.heading')}
      </h2>
      {!loaded ? (
        <p className="mt-3 text-muted">{t('toDos.counting')}</p>
      ) : waiting.length === 0 && profileMissing.length === 0 ? (
        <p className="mt-3 text-muted">{t('toDos.nothing')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {profileMissing.length > 0 && (
            <li
              data-testid="tax-profile-notice"
              title={t('toDos.missingTitle', { missing: profileMissing.join(', ') })}
            >
              <Link to="/vendor/profile" className="font-semibold text-clay-700 underline hover:text-clay-600">
                {t('toDos.completeProfile')}
              </Link>{' '}
              <span className="text-muted">{t('toDos.profileReason', { missing: profileMissing.length })}</span>
            </li>
          )}
          {waiting.map((toDo) => (
            <li key={toDo.to}>
              <Link to={toDo.to} className="font-semibold text-clay-700 underline hover:text-clay-600">
                {t(toDo.words, { count: toDo.count ?? 0 })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
