// The set-up most API test files share, written once: the file's one app and database, opened in its
// beforeAll, with the operator signed in, the shop's commission and UPI payee set when the file's tests
// reckon with them, and the file's users signed up through the API.
import type { AppOptions } from '../src/app';
import { asOperator, signInOperator } from './operator';
import { createShopWithUsers, type ShopUser, type TestContext, type TestUser } from './test-app';

/** The UPI payee the files pay to; `windowMinutes` is how long a shopper has to pay (the store's default without). */
export const upiPayee = (windowMinutes?: number) => ({
  upiVpa: 'fabricstore@okaxis',
  upiPayeeName: 'Fabric Store',
  ...(windowMinutes !== undefined && { upiPaymentWindowMinutes: windowMinutes }),
});

export interface ShopSetup<Key extends string> {
  /** Users signed up through the API, in this order, each under its key. */
  users?: Record<Key, ShopUser>;
  /** The default commission percent, set as the operator sets it. */
  commissionPercent?: number;
  /** The UPI payee's settings, as the operator saves them. */
  upi?: ReturnType<typeof upiPayee>;
  app?: Partial<AppOptions>;
}

export interface Shop<Key extends string = never> extends TestContext {
  operator: TestUser;
  users: Record<Key, TestUser>;
}

/**
 * Opens a test file's shop: a fresh app and database with the users `setup` names signed up, the
 * operator signed in, then the settings it names, e.g. `openShop({ commissionPercent: 10, users: { weaver: 'vendor', shopper: 'customer' } })`.
 */
export async function openShop<const Key extends string = never>(setup: ShopSetup<Key> = {}): Promise<Shop<Key>> {
  const shop = await createShopWithUsers((setup.users ?? {}) as Record<Key, ShopUser>, setup.app);
  const operator = await signInOperator(shop.app, shop.database);
  if (setup.commissionPercent !== undefined) {
    await asOperator(shop.app, operator, 'PUT', '/api/admin/commission', { defaultPercent: setup.commissionPercent });
  }
  if (setup.upi) await asOperator(shop.app, operator, 'PUT', '/api/admin/settings', setup.upi);
  return { ...shop, operator };
}
