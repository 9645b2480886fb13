import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { SpoolIcon } from './icons';

/**
 * The spec's 'Loading...' text, announced politely to screen readers. It is a viewport tall, so the
 * footer stays below the fold until the page has arrived: a short page then lets the footer rise into
 * view, and a long one never moves anything the visitor can already see.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="min-h-svh py-16 text-center text-muted">
      {label ?? t('state.loading')}
    </p>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-xl border border-danger/25 bg-white px-5 py-4 text-danger"
    >
      {children}
    </p>
  );
}

/**
 * The one designed state for a page that cannot show what was asked for (not found, failed to load):
 * a heading, the reason in words and a way on.
 */
export function ProblemState({
  eyebrow,
  title,
  message,
  action,
}: {
  eyebrow?: string;
  title: string;
  message: ReactNode;
  action: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SpoolIcon className="size-14 text-clay-600" />
      {eyebrow ? <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-clay-600">{eyebrow}</p> : null}
      <h1 tabIndex={-1} className="mt-2 text-4xl font-semibold">
        {title}
      </h1>
      <p className="mt-4 text-muted">{message}</p>
      <ButtonLink to={action.to} size="lg" className="mt-8">
        {action.label}
      </ButtonLink>
    </section>
  );
}

export function PageTitle({ children, eyebrow }: { children: ReactNode; eyebrow?: string }) {
  return (
    <header className="mb-8">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-clay-600">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{children}</h1>
    </header>
  );
}
