import { isLanguage, type Language } from '@fabric-store/shared/languages';
import type { BackendModule, ResourceKey } from 'i18next';
import { loadCatalogue } from './catalogue';
import type admin from './catalogues/en/admin.json';
import type errors from './catalogues/en/errors.json';
import type vendor from './catalogues/en/vendor.json';

/**
 * The namespaces no shopper's first paint needs, each a chunk of its own per language: the vendor's
 * and the operator's screens, and the API's refusals in words (only read in a language other than
 * the API's English). A screen that speaks one waits for it (LoadedNamespace); i18next fetches it
 * through `onDemandCatalogues` and, on a change of language, fetches it again in the new one.
 */
export interface OnDemandCatalogue {
  vendor: typeof vendor;
  admin: typeof admin;
  errors: typeof errors;
}

export type OnDemandNamespace = keyof OnDemandCatalogue;

type ChunkOf = { [namespace in OnDemandNamespace]: () => Promise<{ default: ResourceKey }> };

const CHUNKS: Record<Language, ChunkOf> = {
  en: {
    vendor: () => import('./catalogues/en/vendor.json'),
    admin: () => import('./catalogues/en/admin.json'),
    errors: () => import('./catalogues/en/errors.json'),
  },
  hi: {
    vendor: () => import('./catalogues/hi/vendor.json'),
    admin: () => import('./catalogues/hi/admin.json'),
    errors: () => import('./catalogues/hi/errors.json'),
  },
};

const isOnDemand = (namespace: string): namespace is OnDemandNamespace => namespace in CHUNKS.en;

/** One namespace of one language: an on-demand one from its chunk, a first-paint one from the language's catalogue. */
async function loadNamespace(language: Language, namespace: string): Promise<ResourceKey> {
  if (isOnDemand(namespace)) return (await CHUNKS[language][namespace]()).default;
  return (await loadCatalogue(language))[namespace as keyof Awaited<ReturnType<typeof loadCatalogue>>];
}

/** i18next's source of whatever namespace or language is not in memory yet. */
export const onDemandCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadNamespace(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
