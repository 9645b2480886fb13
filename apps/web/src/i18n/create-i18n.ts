import type { Language } from '@fabric-store/shared/languages';
import { groupIndianDigits } from '@fabric-store/shared/money';
import { createInstance, type i18n } from 'i18next';
import { type Catalogue, FIRST_PAINT_NAMESPACES } from './english';
import { type OnDemandNamespace, onDemandCatalogues, onDemandNamespace } from './on-demand-catalogues';

/**
 * An i18next instance for one language: one per server render (requests in different languages
 * render side by side) and one in the browser. `catalogue` is the language's first-paint words,
 * already loaded, so `t` answers at once and the first render is in the right language. What is not in
 * memory (a vendor's screens, the words of another language after a switch) comes through
 * `onDemandCatalogues`. No language falls back on another: every catalogue has every English key
 * (catalogues.test.ts), so a Hindi page never fetches English words it would not show.
 */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
  const instance = createInstance();
  void instance.use(onDemandCatalogues).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: [...FIRST_PAINT_NAMESPACES],
    resources: { [language]: catalogue },
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

/**
 * The API's refusals in words: the reader's, and the English ones the API's messages are matched
 * against (api-error-words.ts), which a reader of another language has no other reason to load.
 */
export async function loadRefusalWords(instance: i18n): Promise<void> {
  const namespace: OnDemandNamespace = 'errors';
  await instance.loadNamespaces(namespace);
  if (!instance.hasResourceBundle('en', namespace))
    instance.addResourceBundle('en', namespace, await onDemandNamespace('en', namespace));
}
