import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHead } from './page-head';
import { ProblemState } from './page-state';

/**
 * `reason` says what was missing ("Product not found."); without it, the page speaks of the address.
 * `action` is the way on; home unless a nearer page fits (the catalog for a missing fabric).
 */
export function NotFoundPage({ reason, action }: { reason?: string; action?: { to: string; label: string } }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('notFound.title')} description={t('notFound.description')} path={pathname} noIndex />
      <ProblemState
        eyebrow={t('notFound.eyebrow')}
        title={t('notFound.heading')}
        message={reason ?? t('notFound.message')}
        action={action ?? { to: '/', label: t('notFound.backHome') }}
      />
    </>
  );
}
