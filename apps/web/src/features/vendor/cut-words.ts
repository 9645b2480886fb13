import type { LineCut } from '@fabric-store/shared';
import type { TFunction } from 'i18next';

/** 'Roll 2, dye lot B-114' or 'Roll 1' ('थान 2, डाई लॉट B-114'): a cutting-list entry in the reader's language. */
export function cutWords(cut: Pick<LineCut, 'roll' | 'dyeLot'>, t: TFunction<'vendor'>): string {
  return cut.dyeLot ? t('cut.rollAndLot', { roll: cut.roll, dyeLot: cut.dyeLot }) : t('cut.roll', { roll: cut.roll });
}
