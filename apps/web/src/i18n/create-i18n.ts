import type { Language } from '@fabric-store/shared/languages';
import { groupIndianDigits } from '@fabric-store/shared/money';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { setI18n } from 'react-i18next';
import { type Catalogue, ENGLISH, type Namespace } from './english';
import { type OnDemandNamespace, onDemandCatalogues } from './on-demand-catalogues';

/**
 * An i18next instance for one language: one per server render (requests in different languages
 * render side by side) and one in the browser. English is always there, as the fallback of a key
 * a catalogue lacks; `catalogue` is the chosen language's, already loaded, so `t` answers at once
 * and the first render is in the right language. What is not in memory (a vendor's screens, the
 * words of another language after a switch) comes through `onDemandCatalogues`.
 */
export function createI18n(language: Language, catalogue: Catalogue = ENGLISH): i18n {
  const instance = createInstance();
  void instance.use(onDemandCatalogues).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(ENGLISH),
    resources: { en: ENGLISH, ...(language === 'en' ? {} : { [language]: catalogue }) },
    partialBundledLanguages: true,
    // React escapes what it renders; i18next escaping too would show '&amp;'.
    interpolation: { escapeValue: false },
    // Every catalogue is in memory before init: nothing to wait for.
    initAsync: false,
    react: { useSuspense: false },
  });
  // A count in a catalogue, `{{count, grouped}}`, in Indian grouping in either language (12,34,567): by
  // hand, as rupees are, so that a page's first count loads no locale data.
  instance.services.formatter?.add('grouped', (value: number) => groupIndianDigits(value));
  return instance;
}

/** Adds a catalogue loaded later (the switch's Hindi) to a running instance. */
export function addCatalogue(instance: i18n, language: Language, catalogue: Catalogue): void {
  for (const [namespace, resources] of Object.entries(catalogue)) {
    instance.addResourceBundle(language, namespace, resources, true, true);
  }
}

// English, the default: what a component rendered outside the app's providers (a toast, a unit test's
// bare render) reads, and what a word function says when no reader's `t` is handed to it.
const english = createI18n('en');
setI18n(english);

/**
 * One namespace's English words, for a word function called without the reader's `t`. An on-demand
 * namespace answers once a screen has loaded it: every instance's English is the one `ENGLISH` object,
 * which i18next fills in place.
 */
export function englishWords<N extends Namespace | OnDemandNamespace>(namespace: N): TFunction<N> {
  return english.getFixedT('en', namespace);
}
