import type { ReactNode } from 'react';
import { PageHead } from '../../components/page-head';

interface HelpPageFrameProps {
  path: string;
  /** The page's heading; the tab reads "{heading} · Fabric-Store". */
  heading: string;
  description: string;
  children: ReactNode;
}

/** The frame the footer's help pages share: their head tags, a heading and one readable column. */
export function HelpPageFrame({ path, heading, description, children }: HelpPageFrameProps) {
  return (
    <>
      <PageHead title={`${heading} · Fabric-Store`} description={description} path={path} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        <header>
          <h1 className="text-4xl font-semibold">{heading}</h1>
          <p className="mt-4 text-lg text-muted">{description}</p>
        </header>
        {children}
      </div>
    </>
  );
}

/** One titled section of a help page. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 leading-relaxed">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
