import { isLanguage, type Language } from '@fabric-store/shared/languages';
import type { BackendModule, ResourceKey } from 'i18next';
import { loadCatalogue } from './catalogue';
import type account from './catalogues/en/account.json';
import type admin from './catalogues/en/admin.json';
import type calculator from './catalogues/en/calculator.json';
import type checkout from './catalogues/en/checkout.json';
import type errors from './catalogues/en/errors.json';
import type help from './catalogues/en/help.json';
import type orders from './catalogues/en/orders.json';
import type reviews from './catalogues/en/reviews.json';
import type vendor from './catalogues/en/vendor.json';

/**
 * The namespaces the home page, the catalog and a product page do not speak at their first paint, each
 * a chunk of its own per language: the shopper's cart, checkout and orders, the account's forms, the
 * help pages, the vendor's and the operator's screens, the API's refusals in words (only read in a
 * language other than the API's English), and the words of a product page's deferred parts (the
 * calculator, the reviews), which load with the part's code. A screen that speaks one waits for it
 * (LoadedNamespace), and a page the server renders with one is hydrated once it is in (main.tsx);
 * i18next fetches it through `onDemandCatalogues` and, on a change of language, fetches it again in the new one.
 */
export interface OnDemandCatalogue {
  orders: typeof orders;
  checkout: typeof checkout;
  account: typeof account;
  help: typeof help;
  vendor: typeof vendor;
  admin: typeof admin;
  errors: typeof errors;
  calculator: typeof calculator;
  reviews: typeof reviews;
}

export type OnDemandNamespace = keyof OnDemandCatalogue;

type ChunkOf = { [namespace in OnDemandNamespace]: () => Promise<{ default: ResourceKey }> };

const CHUNKS: Record<Language, ChunkOf> = {
  en: {
    orders: () => import('./catalogues/en/orders.json'),
    checkout: () => import('./catalogues/en/checkout.json'),
    account: () => import('./catalogues/en/account.json'),
    help: () => import('./catalogues/en/help.json'),
    vendor: () => import('./catalogues/en/vendor.json'),
    admin: () => import('./catalogues/en/admin.json'),
    errors: () => import('./catalogues/en/errors.json'),
    calculator: () => import('./catalogues/en/calculator.json'),
    reviews: () => import('./catalogues/en/reviews.json'),
  },
  hi: {
    orders: () => import('./catalogues/hi/orders.json'),
    checkout: () => import('./catalogues/hi/checkout.json'),
    account: () => import('./catalogues/hi/account.json'),
    help: () => import('./catalogues/hi/help.json'),
    vendor: () => import('./catalogues/hi/vendor.json'),
    admin: () => import('./catalogues/hi/admin.json'),
    errors: () => import('./catalogues/hi/errors.json'),
    calculator: () => import('./catalogues/hi/calculator.json'),
    reviews: () => import('./catalogues/hi/reviews.json'),
  },
};

const isOnDemand = (namespace: string): namespace is OnDemandNamespace => namespace in CHUNKS.en;

/** One on-demand namespace of one language, from its chunk. */
export async function onDemandNamespace(language: Language, namespace: OnDemandNamespace): Promise<ResourceKey> {
  return (await CHUNKS[language][namespace]()).default;
}

/** One namespace of one language: an on-demand one from its chunk, a first-paint one from the language's catalogue. */
async function loadNamespace(language: Language, namespace: string): Promise<ResourceKey> {
  if (isOnDemand(namespace)) return onDemandNamespace(language, namespace);
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
