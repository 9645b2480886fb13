import type { TFunction } from 'i18next';
import { englishWords } from '../../i18n/english-words';

/** The console's words in English: what a word function says when no reader's `t` is handed to it. */
export const englishAdmin: TFunction<'admin'> = englishWords('admin');
