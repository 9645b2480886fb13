import { attributeLabel } from '@fabric-store/shared/fabric-attribute-values';
import { FABRIC_CATEGORIES, FABRIC_SORTS } from '@fabric-store/shared/fabric-catalog';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/field';
import { useCategoryName } from '../../i18n/fabric-text';
import { useFormFilledBeforeTakeover, useValueTypedBeforeTakeover } from '../../lib/typed-before-takeover';
import {
  type CatalogFilters,
  catalogFiltersFromSearch,
  catalogSearchFromFilters,
  type FabricSort,
  priceFilterValue,
} from './api';

/** Long enough to skip the requests of a word still being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  const { t } = useTranslation('shop');
  const [text, setText] = useState(filters.q);
  const [shownQuery, setShownQuery] = useState(filters.q);
  const searchBox = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Words typed into the server-rendered box before the page came alive are the shopper's search too,
  // and so are the category, prices and sort chosen in it.
  useValueTypedBeforeTakeover(searchBox, text, (typed) => setText(typed));
  useFormFilledBeforeTakeover(form, (filled, typingIn) => {
    const chosen = filtersChosenIn(filled, typingIn, filters);
    if (catalogSearchFromFilters(chosen).toString() !== catalogSearchFromFilters(filters).toString()) onChange(chosen);
  });

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
    <search aria-label={t('filters.search')} className="mb-6 block">
      <form
        ref={form}
        action="/products"
        method="get"
        onSubmit={searchNow}
        className="grid grid-cols-[minmax(0,1fr)_auto] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Field
          ref={searchBox}
          label={t('filters.searchLabel')}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={t('filters.searchPlaceholder')}
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
  const { t } = useTranslation('shop');
  const categoryName = useCategoryName();
  const changePrice = (name: 'minPrice' | 'maxPrice', value: string) => {
    if (value !== filters[name]) onChange({ ...filters, [name]: value });
  };
  return (
    <>
      <SelectField
        label={t('filters.category')}
        name="category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value })}
      >
        <option value="">{t('filters.allCategories')}</option>
        {FABRIC_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {attributeLabel(categoryName(category))}
          </option>
        ))}
      </SelectField>
      <PriceField label={t('filters.minPrice')} name="minPrice" value={filters.minPrice} onCommit={changePrice} />
      <PriceField label={t('filters.maxPrice')} name="maxPrice" value={filters.maxPrice} onCommit={changePrice} />
      <SelectField
        label={t('filters.sortBy')}
        name="sort"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as FabricSort })}
      >
        {FABRIC_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sorts.${sort}`)}
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
  const { t } = useTranslation('shop');
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // Back, forward or "Clear all filters" change the bound from outside; the box follows.
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const field = useRef<HTMLInputElement>(null);
  // A price still being typed as the app takes over is kept in the box, to apply as the shopper leaves it.
  useValueTypedBeforeTakeover(field, typed, (shown) => setTyped(shown));
  const commit = () => onCommit(name, priceFilterValue(typed));
  return (
    <Field
      ref={field}
      label={label}
      name={name}
      inputMode="decimal"
      value={typed}
      placeholder={t('filters.anyPrice')}
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

/** The fields a shopper may have set in the server-rendered form before the app took it over. */
const FORM_FILTERS = ['category', 'sort', 'minPrice', 'maxPrice'] as const;

/**
 * The filters with the category, prices and sort the form holds, but for the field still being typed
 * in, read as the page's address would be: what is not a category, a sort or a price is left out.
 */
function filtersChosenIn(filled: FormData, typingIn: string | null, filters: CatalogFilters): CatalogFilters {
  const search = catalogSearchFromFilters(filters);
  for (const name of FORM_FILTERS) {
    const value = filled.get(name);
    if (name !== typingIn && typeof value === 'string') search.set(name, value);
  }
  return catalogFiltersFromSearch(search);
}
