import type { Language } from '@fabric-store/shared/languages';
import type { i18n } from 'i18next';
import adminEnglish from '../i18n/catalogues/en/admin.json';
import errorsEnglish from '../i18n/catalogues/en/errors.json';
import vendorEnglish from '../i18n/catalogues/en/vendor.json';
import adminHindi from '../i18n/catalogues/hi/admin.json';
import errorsHindi from '../i18n/catalogues/hi/errors.json';
import vendorHindi from '../i18n/catalogues/hi/vendor.json';
import { createI18n } from '../i18n/create-i18n';
import { HINDI } from '../i18n/hindi';
import type { OnDemandCatalogue } from '../i18n/on-demand-catalogues';

/** The namespaces the app fetches on demand, in memory at once: a test renders a screen without its route's wait. */
export const ON_DEMAND: Record<Language, OnDemandCatalogue> = {
  en: { vendor: vendorEnglish, admin: adminEnglish, errors: errorsEnglish },
  hi: { vendor: vendorHindi, admin: adminHindi, errors: errorsHindi },
};

/** An i18next instance in `language` with every catalogue already loaded, as the app has once a screen opened. */
export function createI18nWithEveryCatalogue(language: Language): i18n {
  const instance = createI18n(language, language === 'hi' ? HINDI : undefined);
  for (const each of ['en', language] as const) {
    for (const [namespace, resources] of Object.entries(ON_DEMAND[each])) {
      instance.addResourceBundle(each, namespace, resources, true, true);
    }
  }
  return instance;
}
