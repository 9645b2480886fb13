import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n';

/** The shop catalogue's English, for a word function called without the reader's `t`. */
export const englishShop: TFunction<'shop'> = createI18n('en').getFixedT('en', 'shop');
