import type { LengthUnit, NeedsReason } from '@fabric-store/shared/fabric-needs';
import { lengthIn } from '@fabric-store/shared/fabric-needs';
import { fromHundredths } from '@fabric-store/shared/lengths';
import type { TFunction } from 'i18next';

/** What wording a reason needs of the reader: their words, their number format, and their unit of length. */
export interface ReasonReader {
  t: TFunction<'calculator'>;
  number: (value: number, digits?: number) => string;
  unit: LengthUnit;
}

/** A size as the reader says it: S–XXL as they are, a cushion's '40 × 40 cm' with the reader's centimetres. */
export function sizeWords(size: string, t: TFunction<'calculator'>): string {
  return size.endsWith(' cm') ? t('cm', { cm: size.slice(0, -' cm'.length) }) : size;
}

/**
 * One line of "how this was reached" in the reader's language. A `…Length` value is a length of
 * cloth, said in the reader's unit through the app's number format; the other numbers are whole
 * centimetres, counts and a percent, said as they are (as the catalogue's other measures are).
 */
export function needsReasonWords(reason: NeedsReason, { t, number, unit }: ReasonReader): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(reason)) {
    values[name] =
      name.endsWith('Length') && typeof value === 'number'
        ? t(`length.${unit}`, { value: number(lengthIn(fromHundredths(value), unit), 2) })
        : value;
  }
  const around = 'around' in reason ? t(`around.${reason.around}`) : undefined;
  switch (reason.key) {
    case 'chooseSize':
      return t('reasons.chooseSize', { sizes: reason.sizes.join(', ') });
    case 'chartWidth':
      return t('reasons.chartWidth', { ...values, band: t(`bands.${reason.band}`) });
    case 'chartFigure':
      return t('reasons.chartFigure', {
        ...values,
        garment: t(`garments.${reason.garment}`),
        sized: reason.size === null ? '' : t('reasons.sized', { size: sizeWords(reason.size, t) }),
        style: t(`styles.${reason.garment}`),
        source: t(`sources.${reason.source}`),
      });
    case 'repeats':
      return t('reasons.repeats', { ...values, rule: t('sources.repeatRule') });
    case 'shrinkage':
      return t('reasons.shrinkage', { ...values, kept: number(reason.keptHundredths / 100, 2) });
    case 'piecesLaid':
      return t('reasons.piecesLaid', {
        ...values,
        share: t(`reasons.share.${reason.piecesAround === 2 ? 'half' : 'quarter'}`, { around }),
        fit: t('reasons.fit', { count: reason.across }),
        laid: t('reasons.laid', { count: reason.lengths }),
        more: reason.lengths === 1 ? '' : t('reasons.more', { lengths: reason.lengths, longerCm: reason.longerCm }),
      });
    case 'curtainWidths':
      return t('reasons.curtainWidths', { ...values, source: t('sources.curtainMakers') });
    case 'curtainTotal':
      return t(reason.repeatCm > 0 ? 'reasons.curtainTotalWithRepeat' : 'reasons.curtainTotal', values);
    default:
      return t(`reasons.${reason.key}`, { ...values, around });
  }
}
