import type { Language } from '@fabric-store/shared/languages';
import { useTranslation } from 'react-i18next';

/**
 * The language the vendor reads the screen in, for dates and day names: i18next's own, so that a
 * card rendered on its own (a test, a print) needs no more than the catalogue's provider.
 */
export function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'hi' ? 'hi' : 'en';
}
