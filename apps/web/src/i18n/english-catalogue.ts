import common from './catalogues/en/common.json';
import shop from './catalogues/en/shop.json';
import type { Catalogue } from './english';

/**
 * The English first-paint catalogue, a chunk of its own like the Hindi one (catalogue.ts): a Hindi
 * page never fetches it, and an English one fetches it beside the screen's code.
 */
export const ENGLISH: Catalogue = { common, shop };
