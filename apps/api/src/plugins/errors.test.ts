import { ERROR_CODES } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFabric, createTestApp, signUp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const validAccount = {
  name: 'Meera Jain',
  email: 'meera.codes@test.example',
  password: 'correct-horse-battery',
  phone: '+91 98765 43210',
  address: '12 Johari Bazar, Jaipur',
};

describe('error answers carry a stable code beside the English message', () => {
  it('names the kind of problem zod found, the field and its bound, with the message as before', async () => {
    const short = await register({ ...validAccount, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'password: Password must be at least 8 characters',
      code: 'VALIDATION_TOO_SMALL',
      field: 'password',
      limit: 8,
    });
    const { phone: _phone, ...noPhone } = validAccount;
    expect((await register(noPhone)).json()).toMatchObject({ code: 'VALIDATION_REQUIRED', field: 'phone' });
    expect((await register({ ...validAccount, email: 'not-an-email' })).json()).toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      field: 'email',
    });
    expect((await register({ ...validAccount, role: 'admin' })).json()).toEqual({
      message: 'role: role must be customer or vendor',
      code: 'VALIDATION_INVALID_VALUE',
      field: 'role',
    });
  });

  it('codes the body the server could not read', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.json()).toEqual({
      message: "Body is not valid JSON but content-type is set to 'application/json'",
      code: 'BODY_NOT_JSON',
    });
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.json()).toEqual({ message: 'Send the request body as application/json.', code: 'BODY_MEDIA_TYPE' });
    const nowhere = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(nowhere.json()).toEqual({ message: 'No route for GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
  });

  it("codes a service's refusal: a wrong password, more than the stock, a wrong role", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.example', password: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });

    const vendor = await signUp(ctx.app, 'vendor');
    const shopper = await signUp(ctx.app);
    const fabric = await addFabric(ctx.app, vendor, { name: 'Sanganeri Cotton', stock: 3 });
    const tooMuch = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 5 }] },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringContaining('Sanganeri Cotton'),
    });

    const wrongRole = await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: shopper.headers });
    expect(wrongRole.statusCode).toBe(403);
    expect(ERROR_CODES).toContain(wrongRole.json().code);
    expect(wrongRole.json().code).toBe('ROLE_REFUSED');
  });
});
