import { FABRIC_CATEGORIES } from '@fabric-store/shared/fabric-catalog';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Field, SelectField } from '../../components/field';
import { useValueTypedBeforeTakeover } from '../../lib/typed-before-takeover';
import type { CatalogFilters, FabricSort } from './api';

/** Long enough to skip the requests of a word still being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<FabricSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
  rating: 'Best rated',
};

interface CatalogFilterBarProps {
  filters: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
  /** What stands in for the category, price and sort fields on a narrow screen (the Filters button). */
  narrowScreenFilters: ReactNode;
}

/**
 * Search, category, price and sort of /products; search applies after a pause in typing, or at once on
 * Enter. Below the wide layout only the search box and `narrowScreenFilters` show.
 */
export function CatalogFilterBar({ filters, onChange, narrowScreenFilters }: CatalogFilterBarProps) {
  const [text, setText] = useState(filters.q);
  const [shownQuery, setShownQuery] = useState(filters.q);
  const searchBox = useRef<HTMLInputElement>(null);

  // Words typed into the server-rendered box before the page came alive are the shopper's search too.
  useValueTypedBeforeTakeover(searchBox, text, (typed) => setText(typed));

  // Back, forward or a link may change the search from outside; the box follows unless it already says the same.
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === filters.q) return;
    const timer = window.setTimeout(() => onChange({ ...filters, q }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== filters.q) onChange({ ...filters, q });
  };

  return (
    <search aria-label="Fabrics" className="mb-6 block">
      <form
        action="/products"
        method="get"
        onSubmit={searchNow}
        className="grid grid-cols-[minmax(0,1fr)_auto] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Field
          ref={searchBox}
          label="Search fabrics"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder="Silk, denim, indigo..."
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {narrowScreenFilters}
        <div className="hidden lg:contents">
          <CatalogRefineFields filters={filters} onChange={onChange} />
        </div>
      </form>
    </search>
  );
}

/** Category, the price range and the sort: in the bar on a wide screen, in the Filters panel on a narrow one. */
export function CatalogRefineFields({ filters, onChange }: Omit<CatalogFilterBarProps, 'narrowScreenFilters'>) {
  const changePrice = (name: 'minPrice' | 'maxPrice', value: string) => {
    if (value !== filters[name]) onChange({ ...filters, [name]: value });
  };
  return (
    <>
      <SelectField
        label="Category"
        name="category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">All</option>
        {FABRIC_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category.charAt(0).toUpperCase() + category.slice(1)}
          </option>
        ))}
      </SelectField>
      <PriceField label="Min price (Rs.)" name="minPrice" value={filters.minPrice} onCommit={changePrice} />
      <PriceField label="Max price (Rs.)" name="maxPrice" value={filters.maxPrice} onCommit={changePrice} />
      <SelectField
        label="Sort by"
        name="sort"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as FabricSort })}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

interface PriceFieldProps {
  label: string;
  name: 'minPrice' | 'maxPrice';
  value: string;
  onCommit: (name: 'minPrice' | 'maxPrice', value: string) => void;
}

/** A price bound in rupees, applied when the shopper leaves the box or presses Enter; anything but a price clears it. */
function PriceField({ label, name, value, onCommit }: PriceFieldProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // Back, forward or "Clear all filters" change the bound from outside; the box follows.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const commit = () => {
    const price = typed.trim();
    onCommit(name, /^\d{1,8}(\.\d{1,2})?$/.test(price) ? price : '');
  };
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      value={typed}
      placeholder="Any"
      autoComplete="off"
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
    />
  );
}
