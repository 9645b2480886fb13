import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The shared schemas' messages the product form can show, by their English text (the API's rules,
 * written once in packages/shared): worded again in the catalogue. A message not listed here, or one
 * whose English changes, is shown as the API writes it.
 */
const SHARED_MESSAGES: Record<string, ParseKeys<'vendor'>> = {
  'Name is required': 'sharedValidation.nameRequired',
  'Name must be at most 120 characters': 'sharedValidation.nameMax',
  'Category is required': 'sharedValidation.categoryRequired',
  'Image URL must start with http://, https:// or /': 'sharedValidation.imageUrlStart',
  'HSN code must be 4, 6 or 8 digits': 'sharedValidation.hsnDigits',
  'Stock cannot be negative': 'sharedValidation.stockNegative',
  'Stock must be at most 1,000,000': 'sharedValidation.stockMax',
  'Each fibre may be listed once': 'sharedValidation.fibreOnce',
  'Width must be at least 10 cm': 'sharedValidation.widthMin',
  'Width must be at most 600 cm': 'sharedValidation.widthMax',
  'Weight must be at least 10 GSM': 'sharedValidation.weightMin',
  'Weight must be at most 2000 GSM': 'sharedValidation.weightMax',
  'Pattern repeat must be at least 1 cm': 'sharedValidation.patternRepeatMin',
  'Pattern repeat must be at most 300 cm': 'sharedValidation.patternRepeatMax',
  'Shrinkage must be at most 20%': 'sharedValidation.shrinkageMax',
};

const COMPOSITION_TOTAL = /^Composition must add up to 100% \(it adds up to (\d+)%\)$/;

/**
 * A form's validation message in the reader's language. The product form's own checks give keys of
 * the vendor catalogue ('validation.priceRequired'); a shared schema's English message is looked up
 * by its text, and shown as it is when it has no words here.
 */
export function useFieldErrorWords(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('vendor');
  return (message) => {
    if (message === undefined) return undefined;
    if (i18n.exists(message, { ns: 'vendor' })) return t(message as ParseKeys<'vendor'>);
    const shared = SHARED_MESSAGES[message];
    if (shared) return t(shared);
    const total = COMPOSITION_TOTAL.exec(message)?.[1];
    return total === undefined ? message : t('sharedValidation.compositionTotal', { total });
  };
}
