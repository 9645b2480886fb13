import common from './catalogues/hi/common.json';
import shop from './catalogues/hi/shop.json';
import type { Catalogue } from './english';

/** The Hindi catalogue: only ever imported on demand (catalogue.ts), so English pages never fetch it. */
export const HINDI: Catalogue = { common, shop };
