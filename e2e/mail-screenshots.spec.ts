import { documentScreen } from './capture';
import { mailTo } from './mail-fixtures';
import { addFabricThroughApi, bearer, buyThroughApi, expect, test } from './vendor-fixtures';

/** The pictures of two mails in docs/screenshots, from mails the server really wrote (`npm run screenshots`). */

test('screenshots of the order placed and part shipped mails', async ({ page, request, accounts }) => {
  const vendor = await accounts.register('vendor', 'Bela Weaves');
  const shopper = await accounts.register('customer', 'Kiran Shopper');
  const silk = await addFabricThroughApi(request, vendor, {
    name: 'Mulberry Silk, Saffron',
    price: 1234.5,
    stock: 40,
    category: 'silk',
  });
  const order = await buyThroughApi(request, shopper, silk._id, 2.5, 'cash_on_delivery');
  const shipped = await request.patch(`/api/orders/vendor/orders/${order._id}/status`, {
    headers: bearer(vendor),
    data: { status: 'accepted' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  const moved = await request.patch(`/api/orders/vendor/orders/${order._id}/status`, {
    headers: bearer(vendor),
    data: { status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  const shots = [
    ['mail-order-placed', `Your Fabric-Store order ${order.orderNumber} is placed`],
    ['mail-part-shipped', `Your order ${order.orderNumber}: part shipped by Bela Weaves`],
  ] as const;
  await page.setViewportSize({ width: 700, height: 400 });
  for (const [name, subject] of shots) {
    const mail = await mailTo(shopper.email, subject);
    expect(mail.text).toContain('Rs. 3,086.25');
    await page.setContent(typeof mail.html === 'string' ? mail.html : '');
    await documentScreen(page, name, { fullPage: true });
  }
});
