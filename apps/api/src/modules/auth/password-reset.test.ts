import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailSettings, startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import {
  createTestApp,
  messageOf,
  signUp,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { passwordResetTokens } from '../../db/schema';
import { RESETS_PER_ADDRESS_PER_HOUR } from './password-routes';

const PUBLIC_URL = 'https://shop.example';
const NEW_PASSWORD = 'a-brand-new-secret';

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({ mail: smtpMailSettings(smtp), publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const forgot = (email: string) => post('/api/auth/password/forgot', { email });
const reset = (token: string, password = NEW_PASSWORD) => post('/api/auth/password/reset', { token, password });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const ordersWith = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${token}` } });

/** Delivers the outbox until `count` mails with this subject reached `address`; answers the last one. */
async function mailTo(address: string, subject: string, count = 1) {
  for (let round = 0; round < 100; round++) {
    await ctx.app.mail.deliverDueMails();
    const arrived = smtp.to(address).filter((mail) => mail.subject === subject);
    if (arrived.length >= count) return arrived[count - 1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${subject}" mail to ${address}`);
}

const RESET_SUBJECT = 'Reset your Fabric-Store password';
const CHANGED_SUBJECT = 'Your Fabric-Store password was changed';

/** Asks for a reset link and answers the token in the `count`th reset mail to the user. */
async function resetTokenFor(user: TestUser, count = 1): Promise<string> {
  expect((await forgot(user.email)).statusCode).toBe(202);
  const mail = await mailTo(user.email, RESET_SUBJECT, count);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('the reset mail holds no link');
  return token;
}

describe('POST /api/auth/password/forgot', () => {
  it('answers 202 with one message whether or not the account exists, and mails a link only to an account', async () => {
    const user = await signUp(ctx.app);
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${crypto.randomUUID()}@test.example`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const mail = await mailTo(user.email, RESET_SUBJECT);
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}`));
    expect(mail?.html).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(mail?.text).toContain('30 minutes');
  });

  it('links the mail of a store without PUBLIC_URL to its own port, never to the host a request names', async () => {
    const unnamed = await createTestApp({ mail: smtpMailSettings(smtp), port: 4321 });
    try {
      const user = await signUp(unnamed.app);
      const asked = await unnamed.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        headers: { host: 'fabric-store.attacker.example' },
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(202);
      await unnamed.app.mail.deliverDueMails();
      const mail = smtp.to(user.email).find((arrived) => arrived.subject === RESET_SUBJECT);
      for (const part of [mail?.text, mail?.html]) {
        expect(part).toContain('http://localhost:4321/reset-password?token=');
        expect(part).not.toContain('attacker.example');
      }
    } finally {
      await unnamed.close();
    }
  });

  it('keeps only the SHA-256 of a token of 256 random bits', async () => {
    const user = await signUp(ctx.app);
    const token = await resetTokenFor(user);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it(`limits one address to ${RESETS_PER_ADDRESS_PER_HOUR} links an hour, whatever its account`, async () => {
    const email = `limited-${crypto.randomUUID()}@test.example`;
    const statuses = [];
    for (let i = 0; i <= RESETS_PER_ADDRESS_PER_HOUR; i++) statuses.push((await forgot(email)).statusCode);
    expect(statuses).toEqual([...Array(RESETS_PER_ADDRESS_PER_HOUR).fill(202), 429]);
  });

  it('limits one client across addresses', async () => {
    const limited = await createTestApp({ authRateLimit: 2 });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email: `c-${crypto.randomUUID()}@test.example` },
        });
      const statuses = [(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode];
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password, signs out every session without signing in, and mails that it changed', async () => {
    const user = await signUp(ctx.app);
    const otherDevice = (await login(user.email, TEST_PASSWORD)).json<{ token: string }>().token;
    const token = await resetTokenFor(user);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password is reset. Please login with your new password.' });

    expect((await ordersWith(user.token)).statusCode).toBe(401);
    expect((await ordersWith(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await ordersWith(fresh.json<{ token: string }>().token)).statusCode).toBe(200);

    const changed = await mailTo(user.email, CHANGED_SUBJECT);
    expect(changed?.text).toContain('reset with a link');
  });

  it('refuses a used, a replaced, an expired and an unknown token with 400 and a message', async () => {
    const user = await signUp(ctx.app);
    const used = await resetTokenFor(user);
    expect((await reset(used)).statusCode).toBe(200);
    expect((await reset(used, 'yet-another-password')).statusCode).toBe(400);

    const replaced = await resetTokenFor(user, 2);
    const newer = await resetTokenFor(user, 3);
    expect(newer).not.toBe(replaced);
    const refused = await reset(replaced);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('This reset link is invalid, already used or expired. Please ask for a new one.');

    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user._id));
    expect((await reset(newer)).statusCode).toBe(400);
    expect((await reset('A'.repeat(43))).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('holds a new password to the registration rules', async () => {
    const user = await signUp(ctx.app);
    const token = await resetTokenFor(user);
    const response = await reset(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/^password: Password must be at least 8 characters/);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/change', () => {
  it('refuses a wrong current password with 400', async () => {
    const user = await signUp(ctx.app);
    const response = await post(
      '/api/auth/password/change',
      { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
      user.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Your current password is not correct.');
    expect((await ordersWith(user.token)).statusCode).toBe(200);
  });

  it('changes it, answers a fresh token for this session and signs every other one out', async () => {
    const user = await signUp(ctx.app);
    const otherDevice = (await login(user.email, TEST_PASSWORD)).json<{ token: string }>().token;
    const response = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      user.headers,
    );
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect((await ordersWith(token)).statusCode).toBe(200);
    expect((await ordersWith(user.token)).statusCode).toBe(401);
    expect((await ordersWith(otherDevice)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailTo(user.email, CHANGED_SUBJECT))?.text).toContain('changed from your profile');
  });

  it('needs a signed-in caller', async () => {
    const response = await post('/api/auth/password/change', { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sessions/revoke', () => {
  it('signs the account out on every device, this one included', async () => {
    const user = await signUp(ctx.app);
    const otherDevice = (await login(user.email, TEST_PASSWORD)).json<{ token: string }>().token;
    const response = await post('/api/auth/sessions/revoke', undefined, user.headers);
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe('You are signed out on every device.');
    expect((await ordersWith(user.token)).statusCode).toBe(401);
    expect((await ordersWith(otherDevice)).statusCode).toBe(401);
    const again = await login(user.email, TEST_PASSWORD);
    expect((await ordersWith(again.json<{ token: string }>().token)).statusCode).toBe(200);
  });
});
