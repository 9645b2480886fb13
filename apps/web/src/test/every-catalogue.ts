import type { Language } from '@fabric-store/shared/languages';
import type { i18n } from 'i18next';
import accountEnglish from '../i18n/catalogues/en/account.json';
import adminEnglish from '../i18n/catalogues/en/admin.json';
import calculatorEnglish from '../i18n/catalogues/en/calculator.json';
import checkoutEnglish from '../i18n/catalogues/en/checkout.json';
import errorsEnglish from '../i18n/catalogues/en/errors.json';
import helpEnglish from '../i18n/catalogues/en/help.json';
import ordersEnglish from '../i18n/catalogues/en/orders.json';
import reviewsEnglish from '../i18n/catalogues/en/reviews.json';
import vendorEnglish from '../i18n/catalogues/en/vendor.json';
import accountHindi from '../i18n/catalogues/hi/account.json';
import adminHindi from '../i18n/catalogues/hi/admin.json';
import calculatorHindi from '../i18n/catalogues/hi/calculator.json';
import checkoutHindi from '../i18n/catalogues/hi/checkout.json';
import errorsHindi from '../i18n/catalogues/hi/errors.json';
import helpHindi from '../i18n/catalogues/hi/help.json';
import ordersHindi from '../i18n/catalogues/hi/orders.json';
import reviewsHindi from '../i18n/catalogues/hi/reviews.json';
import vendorHindi from '../i18n/catalogues/hi/vendor.json';
import { createI18n } from '../i18n/create-i18n';
import { ENGLISH } from '../i18n/english-catalogue';
import { HINDI } from '../i18n/hindi';
import type { OnDemandCatalogue } from '../i18n/on-demand-catalogues';

/** The namespaces the app fetches on demand, in memory at once: a test renders a screen without its route's wait. */
export const ON_DEMAND: Record<Language, OnDemandCatalogue> = {
  en: {
    orders: ordersEnglish,
    checkout: checkoutEnglish,
    account: accountEnglish,
    help: helpEnglish,
    vendor: vendorEnglish,
    admin: adminEnglish,
    errors: errorsEnglish,
    calculator: calculatorEnglish,
    reviews: reviewsEnglish,
  },
  hi: {
    orders: ordersHindi,
    checkout: checkoutHindi,
    account: accountHindi,
    help: helpHindi,
    vendor: vendorHindi,
    admin: adminHindi,
    errors: errorsHindi,
    calculator: calculatorHindi,
    reviews: reviewsHindi,
  },
};

/** An i18next instance in `language` with every catalogue already loaded, as the app has once a screen opened. */
export function createI18nWithEveryCatalogue(language: Language): i18n {
  const instance = createI18n(language, language === 'hi' ? HINDI : ENGLISH);
  for (const each of ['en', language] as const) {
    for (const [namespace, resources] of Object.entries(ON_DEMAND[each])) {
      instance.addResourceBundle(each, namespace, resources, true, true);
    }
  }
  return instance;
}
