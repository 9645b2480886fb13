import type { FabricAttributes } from '@fabric-store/shared';
import {
  attributeLabel,
  COLOUR_FAMILY_SWATCHES,
  type ColourFamily,
} from '@fabric-store/shared/fabric-attribute-values';
import type { ReactNode } from 'react';

/** "55% Linen, 45% Cotton": the larger share first, as a label would print it. */
export function compositionText(composition: FabricAttributes['composition']): string {
  return [...composition]
    .sort((a, b) => b.percent - a.percent)
    .map((part) => `${part.percent}% ${attributeLabel(part.fibre)}`)
    .join(', ');
}

/** 140 cm is about 55 inches: Indian shops still quote widths in inches, so both are shown. */
const inches = (cm: number) => Math.round(cm / 2.54);

/** The product page's specification: each attribute the vendor stated, one row each; none when none is. */
export function SpecificationTable({ attributes }: { attributes: FabricAttributes }) {
  const rows: [string, ReactNode][] = [];
  if (attributes.composition.length > 0) rows.push(['Composition', compositionText(attributes.composition)]);
  if (attributes.widthCm !== null) rows.push(['Width', `${attributes.widthCm} cm (${inches(attributes.widthCm)} in)`]);
  if (attributes.weightGsm !== null) rows.push(['Weight', `${attributes.weightGsm} GSM`]);
  if (attributes.construction !== null) rows.push(['Weave or knit', attributeLabel(attributes.construction)]);
  if (attributes.pattern !== null) rows.push(['Pattern', attributeLabel(attributes.pattern)]);
  if (attributes.colourFamily !== null) {
    const swatch = COLOUR_FAMILY_SWATCHES[attributes.colourFamily as ColourFamily];
    rows.push([
      'Colour',
      <span key="colour" className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded-full border border-ink/20" style={{ background: swatch }} />
        {attributeLabel(attributes.colourFamily)}
      </span>,
    ]);
  }
  if (attributes.careNotes) rows.push(['Care', attributes.careNotes]);
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-ink">Specification</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className="border-t border-ink/10">
            <th scope="row" className="w-1/3 py-2 pr-4 align-top font-normal text-muted">
              {name}
            </th>
            <td className="py-2 text-ink">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
