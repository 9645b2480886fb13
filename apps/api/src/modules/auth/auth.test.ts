import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, messageOf, signUp, TEST_PASSWORD, type TestContext } from '../../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const validRegistration = (email: string) => ({
  name: 'Asha Rao',
  email,
  password: 'a-strong-password',
  phone: '+91 98765 43210',
  address: '5 Lake View, Kochi',
});

describe('POST /api/auth/register', () => {
  it('creates a customer by default and never returns the password or its hash', async () => {
    const response = await register(validRegistration('Asha@Example.com'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', role: 'customer' });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('stores the address parts when sent, answering the one-line address formatted from them', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Parts Person',
        email: `parts-${crypto.randomUUID()}@test.example`,
        password: TEST_PASSWORD,
        phone: '+91 98765 43210',
        address: '5 Lake View, Udaipur, Rajasthan 313001, India',
        shippingAddress: {
          address: '5 Lake View',
          city: 'Udaipur',
          state: 'Rajasthan',
          postalCode: '313001',
          country: 'India',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      address: '5 Lake View, Udaipur, Rajasthan 313001, India',
      shippingAddress: {
        address: '5 Lake View',
        city: 'Udaipur',
        state: 'Rajasthan',
        postalCode: '313001',
        country: 'India',
      },
    });
  });

  it('refuses address parts without a street', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'No Street',
        email: `nostreet-${crypto.randomUUID()}@test.example`,
        password: TEST_PASSWORD,
        phone: '+91 98765 43210',
        address: 'Udaipur',
        shippingAddress: { address: ' ', city: 'Udaipur', state: '', postalCode: '', country: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Address is required/);
  });

  it('creates a vendor when asked', async () => {
    const response = await register({ ...validRegistration('weaver@example.com'), role: 'vendor' });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('vendor');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await register(validRegistration('twice@example.com'));
    const response = await register(validRegistration('TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('An account with this email already exists.');
  });

  it.each([
    ['a missing name', { name: undefined }, /^name: Name is required/],
    ['an invalid email', { email: 'not-an-email' }, /^email: Email must be a valid email address/],
    ['a short password', { password: 'short' }, /^password: Password must be at least 8 characters/],
    ['a missing phone', { phone: undefined }, /^phone: /],
    ['a missing address', { address: '   ' }, /^address: Address is required/],
    ['an unknown role', { role: 'admin' }, /^role: /],
  ])('refuses %s with a readable message', async (_label, change, message) => {
    const response = await register({ ...validRegistration('bad-input@example.com'), ...change });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bad-input@example.com', password: 'a-strong-password' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('returns the user with a token, exactly what the web stores', async () => {
    const user = await signUp(ctx.app);
    expect(Object.keys(user).sort()).toEqual(
      ['_id', 'address', 'email', 'headers', 'language', 'name', 'phone', 'role', 'shippingAddress', 'token'].sort(),
    );
    expect(user.token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(user.token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const user = await signUp(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(messageOf(wrong)).toBe(messageOf(unknown));
  });

  it('refuses a missing password with 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/^password: /);
  });
});

describe('bearer tokens', () => {
  it('refuses a tampered token, a token signed with another secret and a missing one', async () => {
    const user = await signUp(ctx.app);
    const [head, payload] = user.token.split('.');
    const tampered = `${head}.${payload}.${'A'.repeat(43)}`;
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: user._id, exp: 9_999_999_999 })).toString('base64url')}.x`;
    for (const authorization of [`Bearer ${tampered}`, `Bearer ${forged}`, 'Bearer nonsense', '']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(typeof messageOf(response)).toBe('string');
    }
  });

  it('refuses an unsigned (alg none) token', async () => {
    const user = await signUp(ctx.app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: user._id })).toString('base64url');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${header}.${payload}.` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message once login is tried too often, and the limit is kept in the database', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@y.co', password: 'whatever1' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await attempt();
      expect(messageOf(last)).toBe('Too many attempts. Please wait a minute and try again.');
    } finally {
      await limited.close();
    }
  });
});
