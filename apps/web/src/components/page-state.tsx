import type { ReactNode } from 'react';

/** The spec's 'Loading...' text, announced politely to screen readers. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted">
      {label}
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

export function PageTitle({ children, eyebrow }: { children: ReactNode; eyebrow?: string }) {
  return (
    <header className="mb-8">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-clay-600">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-semibold text-ink sm:text-4xl">{children}</h1>
    </header>
  );
}
