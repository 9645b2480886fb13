import type { FabricAttributes } from '@fabric-store/shared';
import { COLOUR_FAMILY_SWATCHES, type ColourFamily } from '@fabric-store/shared/fabric-attribute-values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttributeWords } from './attribute-words';

/** "55% Linen, 45% Cotton": the larger share first, as a label would print it, each fibre in the reader's words. */
function compositionText(composition: FabricAttributes['composition'], fibreName: (fibre: string) => string): string {
  return [...composition]
    .sort((a, b) => b.percent - a.percent)
    .map((part) => `${part.percent}% ${fibreName(part.fibre)}`)
    .join(', ');
}

/** 140 cm is about 55 inches: Indian shops still quote widths in inches, so both are shown. */
const inches = (cm: number) => Math.round(cm / 2.54);

/** The product page's specification: each attribute the vendor stated, one row each; none when none is. */
export function SpecificationTable({ attributes }: { attributes: FabricAttributes }) {
  const { t } = useTranslation('shop');
  const words = useAttributeWords();
  const rows: [string, ReactNode][] = [];
  if (attributes.composition.length > 0)
    rows.push([t('specification.composition'), compositionText(attributes.composition, words)]);
  if (attributes.widthCm !== null)
    rows.push([
      t('specification.width'),
      t('specification.widthValue', { cm: attributes.widthCm, inches: inches(attributes.widthCm) }),
    ]);
  if (attributes.weightGsm !== null)
    rows.push([t('specification.weight'), t('specification.weightValue', { gsm: attributes.weightGsm })]);
  if (attributes.construction !== null) rows.push([t('specification.construction'), words(attributes.construction)]);
  if (attributes.pattern !== null) rows.push([t('specification.pattern'), words(attributes.pattern)]);
  if (attributes.colourFamily !== null) {
    const swatch = COLOUR_FAMILY_SWATCHES[attributes.colourFamily as ColourFamily];
    rows.push([
      t('specification.colour'),
      <span key="colour" className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded-full border border-ink/20" style={{ background: swatch }} />
        {words(attributes.colourFamily)}
      </span>,
    ]);
  }
  if (attributes.careNotes) rows.push([t('specification.care'), attributes.careNotes]);
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-ink">{t('specification.caption')}</caption>
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
