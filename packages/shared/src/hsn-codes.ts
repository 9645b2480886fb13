import type { Fibre } from './fabric-attribute-values';

/** What the suggestion reads of a fabric, as stored: its composition, weight, weave or knit and pattern. */
export interface HsnSuggestionFacts {
  composition: readonly { fibre: string; percent: number }[];
  weightGsm: number | null;
  construction: string | null;
  pattern: string | null;
}

/** The heading of a woven fabric by its main fibre; cotton also by weight. */
const WOVEN_HEADINGS: Record<Fibre, (weightGsm: number | null) => string> = {
  silk: () => '5007',
  wool: () => '5112',
  cashmere: () => '5112',
  cotton: (weightGsm) => (weightGsm !== null && weightGsm > 200 ? '5209' : '5208'),
  linen: () => '5309',
  jute: () => '5310',
  hemp: () => '5311',
  polyester: () => '5407',
  nylon: () => '5407',
  elastane: () => '5407',
  viscose: () => '5408',
  modal: () => '5408',
};

/**
 * The 4-digit HSN heading a fabric most likely falls under, from what the vendor stated of it: knits
 * 6006, embroidery 5810, else by the fibre with the largest share (cotton 5208 up to 200 GSM, 5209
 * above). Null when no fibre is stated; the vendor may always give another code. The migration
 * `hsn_codes_backfilled` stored this rule's answer, in SQL, on fabrics listed before codes were kept.
 */
export function suggestedHsnCode(facts: HsnSuggestionFacts): string | null {
  if (facts.construction === 'knit') return '6006';
  if (facts.pattern === 'embroidered') return '5810';
  const main = [...facts.composition].sort((a, b) => b.percent - a.percent)[0];
  const heading = main && (WOVEN_HEADINGS as Partial<Record<string, (weightGsm: number | null) => string>>)[main.fibre];
  return heading ? heading(facts.weightGsm) : null;
}
