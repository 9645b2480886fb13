import { useLocation } from 'react-router';
import { PageHead } from './page-head';
import { ProblemState } from './page-state';

/**
 * `reason` says what was missing ("Product not found."); without it, the page speaks of the address.
 * `action` is the way on; home unless a nearer page fits (the catalog for a missing fabric).
 */
export function NotFoundPage({
  reason,
  action = { to: '/', label: 'Back to Home' },
}: {
  reason?: string;
  action?: { to: string; label: string };
}) {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead
        title="Page not found · Fabric-Store"
        description="This page of Fabric-Store does not exist."
        path={pathname}
        noIndex
      />
      <ProblemState
        eyebrow="Error 404"
        title="Page not found"
        message={reason ?? 'This thread leads nowhere. The page may have moved, or the address may be mistyped.'}
        action={action}
      />
    </>
  );
}
