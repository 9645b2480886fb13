import { useLocation } from 'react-router';
import { ButtonLink } from './button';
import { SpoolIcon } from './icons';
import { PageHead } from './page-head';

/** `reason` says what was missing ("Product not found."); without it, the page speaks of the address. */
export function NotFoundPage({ reason }: { reason?: string }) {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageHead
        title="Page not found · Fabric-Store"
        description="This page of Fabric-Store does not exist."
        path={pathname}
        noIndex
      />
      <SpoolIcon className="size-14 text-clay-600" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-clay-600">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold">Page not found</h1>
      <p className="mt-4 text-muted">
        {reason ?? 'This thread leads nowhere. The page may have moved, or the address may be mistyped.'}
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Back to Home
      </ButtonLink>
    </section>
  );
}
