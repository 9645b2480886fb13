import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseNewUsers } from '../test-support/refused-users';
import { createTestApp, messageOf, signUp, TEST_PASSWORD, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('request logs', () => {
  it('never contain a password or a bearer token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logLevel: 'trace', logStream: { write: (line) => lines.push(line) } });
    try {
      const user = await signUp(logged.app);
      await logged.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-password-9' },
      });
      const log = lines.join('');
      expect(log).toContain('/api/orders');
      expect(log).not.toContain(user.token);
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain('wrong-password-9');
    } finally {
      await logged.close();
    }
  });
});

describe('logs of a failed database write', () => {
  it('hold the error code and message, never the statement’s values: no password, hash, email, phone or address', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logLevel: 'trace', logStream: { write: (line) => lines.push(line) } });
    try {
      // A write the database itself refuses, after the password has been hashed: the failed insert's
      // parameters hold the hash and the personal data.
      await refuseNewUsers(logged.database.db);
      const secrets = {
        password: 'Known-Password-731',
        email: 'known.person.731@test.example',
        phone: '+91 97310 73173',
        address: '731 Known Lane, Kochi',
      };
      const response = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Known Person', ...secrets },
      });
      expect(response.statusCode).toBe(500);
      expect(messageOf(response)).toBe('Something went wrong on our side. Please try again.');

      const log = lines.join('');
      expect(log).toContain('users are closed');
      expect(log).toContain('P0001');
      for (const secret of [...Object.values(secrets), '$argon2', 'insert into']) {
        expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    } finally {
      await logged.close();
    }
  });
});

describe('the app as a whole', () => {
  it('answers health with 200', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/JSON/);
  });

  it('refuses a body over 1 MiB with 413 and a message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe('The request body is larger than 1 MiB.');
  });

  it('refuses a body that is not an object, and a body that is not JSON', async () => {
    const array = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(typeof messageOf(text)).toBe('string');
  });

  it('guards against prototype poisoning in JSON bodies', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"role":"vendor"}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('No route for GET /api/nothing-here');
  });

  it('sends security headers and keeps CORS closed by default', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
