import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A form's validation message in the reader's language. The product form's own checks give keys of
 * the vendor catalogue ('validation.priceRequired'); a message from a shared schema (the API's rules,
 * written in English) has no key and is shown as it is.
 */
export function useFieldErrorWords(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('vendor');
  return (message) =>
    message !== undefined && i18n.exists(message, { ns: 'vendor' }) ? t(message as ParseKeys<'vendor'>) : message;
}
