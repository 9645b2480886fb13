import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { ErrorMessage, Loading } from '../../components/page-state';
import { Pager } from '../../components/pager';
import { useFormats } from '../../i18n/formats';
import { errorMessage } from '../../lib/api-client';

/** A console screen's heading and tab title. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <title>{t('console.tabTitle', { title })}</title>
      <h1 className="text-3xl font-semibold text-ink">{title}</h1>
      {children}
    </header>
  );
}

/** A search box that searches when submitted, not on every key. */
export function ConsoleSearch({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin');
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
          {t('console.search')}
        </Button>
      </form>
    </search>
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
  const { t } = useTranslation('admin');
  if (query.error) return <ErrorMessage>{errorMessage(query.error, t('console.couldNotLoad'))}</ErrorMessage>;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

/** A moment as the console shows it: day and time in India, with the reader's month names. */
export function useDateTime() {
  const { date } = useFormats();
  return (iso: string) => date(iso, 'dayAndTime');
}

/** A console table; on a phone each row stacks its cells, so no column (nor its buttons) is off screen. */
export const tableClass = [
  'w-full border-collapse text-left text-sm',
  '[&_td]:border-t [&_td]:border-ink/10 [&_td]:py-3 [&_td]:pr-3 [&_th]:pb-2 [&_th]:pr-3 [&_th]:font-semibold',
  'max-md:[&_thead]:sr-only max-md:[&_tr]:block max-md:[&_tr]:border-t max-md:[&_tr]:border-ink/10 max-md:[&_tr]:py-3',
  'max-md:[&_td]:block max-md:[&_td]:border-0 max-md:[&_td]:py-1',
].join(' ');

/** A console list's search text, filter and page; a new search or filter starts again at page 1. */
export function useListControls() {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  return {
    q,
    filter,
    page,
    setPage,
    search: (text: string) => {
      setQ(text);
      setPage(1);
    },
    choose: (value: string) => {
      setFilter(value);
      setPage(1);
    },
  };
}

/** The search box and one filter above a console list. */
export function ListFilters({
  controls,
  searchLabel,
  filterLabel,
  anyLabel,
  options,
}: {
  controls: ReturnType<typeof useListControls>;
  searchLabel: string;
  filterLabel: string;
  anyLabel: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ConsoleSearch label={searchLabel} onSearch={controls.search} />
      <SelectField
        label={filterLabel}
        value={controls.filter}
        onChange={(event) => controls.choose(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

interface ListPage<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

/** A console list as a table with its column headings and pager, or the empty text when nothing matches. */
export function ConsoleTable<Item extends { _id: string }>({
  query,
  page,
  onPage,
  empty,
  columns,
  row,
  pagerLabel,
}: {
  query: { data: ListPage<Item> | undefined; error: unknown; isPending: boolean };
  page: number;
  onPage: (page: number) => void;
  empty: string;
  columns: string[];
  row: (item: Item) => ReactNode;
  /** The pager's name, where another list's pager shares the screen. */
  pagerLabel?: string;
}) {
  return (
    <Loaded query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-muted">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item._id}>{row(item)}</tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} label={pagerLabel} />
          </div>
        )
      }
    </Loaded>
  );
}

/** A cell's column name where a phone stacks the cells and the column headings are not shown. */
export function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="text-muted md:hidden">{children}</span>;
}

/** A vendor's name, linking to its page in the console; `block` puts what follows on a line of its own. */
export function VendorLink({ vendor, block = false }: { vendor: { _id: string; name: string }; block?: boolean }) {
  return (
    <Link
      to={`/admin/vendors/${vendor._id}`}
      className={`${block ? 'block ' : ''}font-semibold text-clay-700 underline`}
    >
      {vendor.name}
    </Link>
  );
}

/** Whether a fabric is in the storefront, and if not why: the operator hid it, or its vendor is not active. */
export function useListingWords() {
  const { t } = useTranslation('admin');
  return (fabric: { listed: boolean; hiddenReason: string | null }): string =>
    fabric.hiddenReason
      ? t('console.listing.hidden', { reason: fabric.hiddenReason })
      : fabric.listed
        ? t('console.listing.listed')
        : t('console.listing.notListed');
}
