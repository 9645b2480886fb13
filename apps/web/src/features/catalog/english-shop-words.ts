import type { TFunction } from 'i18next';
import { englishWords } from '../../i18n/create-i18n';

/** The shop catalogue's English, for a word function called without the reader's `t`. */
export const englishShop: TFunction<'shop'> = englishWords('shop');
