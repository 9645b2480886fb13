import type { Language } from '@fabric-store/shared/languages';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './language-provider';

/** A fabric's optional Hindi name and description, as the API gives them beside the English ones. */
interface FabricWords {
  name: string;
  description?: string;
  nameHi?: string | null;
  descriptionHi?: string | null;
}

/** The vendor's own words in the reader's language: Hindi when the vendor gave them, English otherwise. */
export function fabricWords(fabric: FabricWords, language: Language): { name: string; description: string } {
  const hindi = language === 'hi';
  return {
    name: (hindi && fabric.nameHi) || fabric.name,
    description: (hindi && fabric.descriptionHi) || (fabric.description ?? ''),
  };
}

export function useFabricWords() {
  const { language } = useLanguage();
  return (fabric: FabricWords) => fabricWords(fabric, language);
}

/** A category's name in the reader's language; one the operator added and no catalogue knows stays as written. */
export function useCategoryName() {
  const { t } = useTranslation();
  return (category: string) => t(`categories.${category}` as 'categories.cotton', { defaultValue: category });
}
