import type { Fabric, Order, Role, SessionUser } from '@fabric-store/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  type Credentials,
  expect,
  login,
  newCredentials,
  removeAccount,
  SHIPPING,
  test as shopperTest,
  signIn,
} from './fixtures';

/** Vendor-test fixtures: users of either role, registered through the API and removed after the test. */

export function bearer(user: SessionUser): Record<string, string> {
  return { Authorization: `Bearer ${user.token}` };
}

export interface RegisteredUser extends SessionUser {
  credentials: Credentials;
}

export interface Accounts {
  /** Registers a user with this role and logs them in through the API. */
  register: (role: Role, name: string) => Promise<RegisteredUser>;
}

export const test = shopperTest.extend<{ accounts: Accounts }>({
  accounts: async ({ request }, use) => {
    const registered: Credentials[] = [];
    await use({
      register: async (role, name) => {
        const credentials = newCredentials(name);
        const response = await request.post('/api/auth/register', { data: { ...credentials, role } });
        expect(response.status(), await response.text()).toBe(201);
        registered.push(credentials);
        return { ...(await login(request, credentials)), credentials };
      },
    });
    for (const credentials of registered) await removeAccount(request, credentials);
  },
});

export async function addFabricThroughApi(
  request: APIRequestContext,
  vendor: SessionUser,
  fabric: { name: string; price: number; stock: number; category: string; description?: string },
): Promise<Fabric> {
  // No image: the API then shows a swatch drawn from the category.
  const response = await request.post('/api/fabrics', {
    headers: bearer(vendor),
    data: { description: 'Woven for the e2e run.', ...fabric, image: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Fabric;
}

/**
 * A shopper's purchase as the storefront makes it: fill the cart, then check out, with UPI unless told
 * (a UPI order ships only once the operator has confirmed its payment).
 */
export async function buyThroughApi(
  request: APIRequestContext,
  shopper: SessionUser,
  fabricId: string,
  quantity: number,
  paymentMethod: 'upi' | 'cash_on_delivery' = 'upi',
): Promise<Order> {
  const items = [{ fabric_id: fabricId, quantity }];
  const cart = await request.post('/api/cart', { headers: bearer(shopper), data: { userId: shopper._id, items } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const checkout = await request.post('/api/checkout', {
    headers: bearer(shopper),
    data: { userId: shopper._id, items, paymentMethod, shippingAddress: SHIPPING },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as Order;
}

/** A page of its own (own storage, own session) for one user, as if on their own device. */
export async function pageFor(browser: Browser, user: RegisteredUser, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height } });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

export { expect };
