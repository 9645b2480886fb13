import common from './catalogues/en/common.json';
import shop from './catalogues/en/shop.json';

/**
 * The English catalogue of the public pages' first paint, in the app's entry: English is the default,
 * and its first paint must not wait for a catalogue. Its keys are the ones every other language must
 * have (catalogues.test.ts). Every other screen's words load with it (on-demand-catalogues.ts).
 */
export const ENGLISH = { common, shop };

export type Catalogue = typeof ENGLISH;

export type Namespace = keyof Catalogue;
