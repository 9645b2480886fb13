import type { ReactNode } from 'react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ErrorMessage, Loading } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';

/** A console screen's heading and tab title. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · Fabric-Store console`}</title>
      <h1 className="text-3xl font-semibold text-ink">{title}</h1>
      {children}
    </header>
  );
}

/** A search box that searches when submitted, not on every key. */
export function ConsoleSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="mb-4 flex items-end gap-2">
        <Field
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-72 max-w-full"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}

/** Previous and next pages of a console list, with where the operator is. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** A console list's loading and failure states, or the list itself. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorMessage>{errorMessage(query.error, 'Could not load this list.')}</ErrorMessage>;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A console table; on a phone each row stacks its cells, so no column (nor its buttons) is off screen. */
export const tableClass = [
  'w-full border-collapse text-left text-sm',
  '[&_td]:border-t [&_td]:border-ink/10 [&_td]:py-3 [&_td]:pr-3 [&_th]:pb-2 [&_th]:pr-3 [&_th]:font-semibold',
  'max-md:[&_thead]:sr-only max-md:[&_tr]:block max-md:[&_tr]:border-t max-md:[&_tr]:border-ink/10 max-md:[&_tr]:py-3',
  'max-md:[&_td]:block max-md:[&_td]:border-0 max-md:[&_td]:py-1',
].join(' ');
