import type common from './catalogues/en/common.json';
import type shop from './catalogues/en/shop.json';

/**
 * The shape of the public pages' first-paint catalogue, whose English keys every other language must
 * have (catalogues.test.ts). Its words are not in the app's entry: a page's data carries them in its
 * language, or the browser fetches them in English (english-catalogue.ts). Every other screen's words
 * load with it (on-demand-catalogues.ts).
 */
export type Catalogue = { common: typeof common; shop: typeof shop };

export type Namespace = keyof Catalogue;

export const FIRST_PAINT_NAMESPACES: readonly Namespace[] = ['common', 'shop'];
