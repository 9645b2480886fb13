import account from './catalogues/en/account.json';
import checkout from './catalogues/en/checkout.json';
import common from './catalogues/en/common.json';
import help from './catalogues/en/help.json';
import orders from './catalogues/en/orders.json';
import shop from './catalogues/en/shop.json';

/**
 * The English catalogue, in the app's entry: English is the default, and its first paint must not
 * wait for a catalogue. Its keys are the ones every other language must have (catalogues.test.ts).
 * The vendor's and operator's screens load theirs when they open (on-demand-catalogues.ts).
 */
export const ENGLISH = { common, shop, orders, account, help, checkout };

export type Catalogue = typeof ENGLISH;

export type Namespace = keyof Catalogue;
