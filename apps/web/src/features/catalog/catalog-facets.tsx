import type { FabricFacets, FacetCount } from '@fabric-store/shared';
import {
  COLOUR_FAMILIES,
  COLOUR_FAMILY_SWATCHES,
  type ColourFamily,
  FIBRES,
  type MeasureBand,
  PATTERNS,
  WEIGHT_BANDS,
  WIDTH_BANDS,
} from '@fabric-store/shared/fabric-attribute-values';
import { groupIndianDigits } from '@fabric-store/shared/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttributeFilters, CatalogFilters } from './api';
import { useAttributeWords } from './attribute-words';

interface Choice {
  value: string;
  label: string;
  count: number | undefined;
  selected: boolean;
  /** The filters with this choice applied, or taken off when it is the current one. */
  toggled: CatalogFilters;
  swatch?: string;
}

const countOf = (counts: FacetCount[] | undefined, value: string) =>
  counts?.find((choice) => choice.value === value)?.count;

/** A facet whose one value is a single filter: colour, fibre or pattern. */
function singleChoices(
  filters: CatalogFilters,
  name: 'colour' | 'fibre' | 'pattern',
  values: readonly string[],
  counts: FacetCount[] | undefined,
  labelOf: (value: string) => string,
): Choice[] {
  return values.map((value) => {
    const selected = filters[name] === value;
    return {
      value,
      label: labelOf(value),
      count: countOf(counts, value),
      selected,
      toggled: { ...filters, [name]: selected ? '' : value },
      swatch: name === 'colour' ? COLOUR_FAMILY_SWATCHES[value as ColourFamily] : undefined,
    };
  });
}

/** A facet of ranges: each band sets (or clears) both ends of the range. */
function bandChoices(
  filters: CatalogFilters,
  [min, max]: [keyof AttributeFilters, keyof AttributeFilters],
  bands: readonly MeasureBand[],
  counts: FacetCount[] | undefined,
  t: TFunction<'shop'>,
): Choice[] {
  return bands.map((band) => {
    const bounds = {
      min: band.min === undefined ? '' : String(band.min),
      max: band.max === undefined ? '' : String(band.max),
    };
    const selected = filters[min] === bounds.min && filters[max] === bounds.max;
    return {
      value: band.value,
      label: t(`filters.bands.${band.value}` as 'filters.bands.narrow', { defaultValue: band.label }),
      count: countOf(counts, band.value),
      selected,
      toggled: { ...filters, [min]: selected ? '' : bounds.min, [max]: selected ? '' : bounds.max },
    };
  });
}

/** The fabrics on sale now: one choice, on or off. */
function saleChoice(filters: CatalogFilters, counts: FacetCount[] | undefined, t: TFunction<'shop'>): Choice {
  const selected = filters.onSale === 'true';
  return {
    value: 'true',
    label: t('filters.onSale'),
    count: countOf(counts, 'true'),
    selected,
    toggled: { ...filters, onSale: selected ? '' : 'true' },
  };
}

const choiceClass = 'flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-sm transition-colors';

function ChoiceItem({ choice, pathFor }: { choice: Choice; pathFor: (filters: CatalogFilters) => string }) {
  const content = (
    <>
      {choice.swatch ? (
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-ink/20"
          style={{ background: choice.swatch }}
        />
      ) : null}
      <span className="flex-1">{choice.label}</span>
      {choice.count === undefined ? null : (
        <span className="text-xs text-muted tabular-nums">{groupIndianDigits(choice.count)}</span>
      )}
    </>
  );
  // A choice that would show nothing stays visible, so the shopper sees it exists, but is no link.
  if (choice.count === 0 && !choice.selected)
    return (
      <span aria-disabled="true" className={`${choiceClass} text-muted/60`}>
        {content}
      </span>
    );
  return (
    <Link
      to={pathFor(choice.toggled)}
      aria-current={choice.selected ? 'true' : undefined}
      className={`${choiceClass} ${choice.selected ? 'bg-clay-700/10 font-semibold text-clay-700' : 'text-ink hover:bg-sand'}`}
    >
      {content}
    </Link>
  );
}

function FacetGroup({
  title,
  choices,
  pathFor,
}: {
  title: string;
  choices: Choice[];
  pathFor: (filters: CatalogFilters) => string;
}) {
  return (
    <section aria-label={title} className="border-t border-ink/10 py-3">
      <h2 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <ul>
        {choices.map((choice) => (
          <li key={choice.value}>
            <ChoiceItem choice={choice} pathFor={pathFor} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface CatalogFacetsProps {
  filters: CatalogFilters;
  /** The counts for these filters; undefined while they load (the choices show without numbers). */
  facets: FabricFacets | undefined;
  /** The /products address of a set of filters: every choice is a plain link, so it works before scripts run. */
  pathFor: (filters: CatalogFilters) => string;
}

/** The facets of /products: colour family, fibre, pattern, width and weight, each choice with how many fabrics it gives. */
export function CatalogFacets({ filters, facets, pathFor }: CatalogFacetsProps) {
  const { t } = useTranslation('shop');
  const words = useAttributeWords();
  return (
    <nav aria-label={t('filters.facets')} className="text-ink">
      <FacetGroup
        title={t('filters.groups.offers')}
        choices={[saleChoice(filters, facets?.onSale, t)]}
        pathFor={pathFor}
      />
      <FacetGroup
        title={t('filters.groups.colour')}
        choices={singleChoices(filters, 'colour', COLOUR_FAMILIES, facets?.colour, words)}
        pathFor={pathFor}
      />
      <FacetGroup
        title={t('filters.groups.fibre')}
        choices={singleChoices(filters, 'fibre', FIBRES, facets?.fibre, words)}
        pathFor={pathFor}
      />
      <FacetGroup
        title={t('filters.groups.pattern')}
        choices={singleChoices(filters, 'pattern', PATTERNS, facets?.pattern, words)}
        pathFor={pathFor}
      />
      <FacetGroup
        title={t('filters.groups.width')}
        choices={bandChoices(filters, ['minWidth', 'maxWidth'], WIDTH_BANDS, facets?.width, t)}
        pathFor={pathFor}
      />
      <FacetGroup
        title={t('filters.groups.weight')}
        choices={bandChoices(filters, ['minWeight', 'maxWeight'], WEIGHT_BANDS, facets?.weight, t)}
        pathFor={pathFor}
      />
    </nav>
  );
}
