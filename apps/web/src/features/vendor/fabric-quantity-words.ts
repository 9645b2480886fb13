import { type FabricUnit, formatMetres } from '@fabric-store/shared/lengths';
import type { TFunction } from 'i18next';

/** '12.5 m' or '3 pieces' ('12.5 मीटर', '3 पीस'): a fabric's stock in the reader's language. */
export function quantityWords(quantity: number, unit: FabricUnit, t: TFunction<'vendor'>): string {
  return unit === 'per_metre'
    ? t('quantity.metres', { metres: formatMetres(quantity) })
    : t('quantity.pieces', { count: quantity });
}

/** '/m' or '/piece': what the price is for, in the reader's language. */
export function unitSuffixWords(unit: FabricUnit, t: TFunction<'vendor'>): string {
  return unit === 'per_metre' ? t('quantity.perMetre') : t('quantity.perPiece');
}
