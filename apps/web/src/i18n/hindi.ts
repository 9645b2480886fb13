import account from './catalogues/hi/account.json';
import checkout from './catalogues/hi/checkout.json';
import common from './catalogues/hi/common.json';
import help from './catalogues/hi/help.json';
import orders from './catalogues/hi/orders.json';
import shop from './catalogues/hi/shop.json';
import type { Catalogue } from './english';

/** The Hindi catalogue: only ever imported on demand (catalogue.ts), so English pages never fetch it. */
export const HINDI: Catalogue = { common, shop, orders, account, help, checkout };
