import type { SessionUser } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client';
import { hashPassword } from '../src/modules/auth/service';
import { ensureOperator } from '../src/modules/users/people';
import { TEST_PASSWORD, type TestUser } from './test-app';

let operators = 0;

/** Makes an operator as start-up does (ADMIN_EMAIL, ADMIN_PASSWORD) and signs it in through the API. */
export async function signInOperator(app: FastifyInstance, database: DatabaseHandle): Promise<TestUser> {
  operators += 1;
  const email = `operator-${operators}-${crypto.randomUUID().slice(0, 8)}@test.example`;
  await ensureOperator(database.db, email, () => hashPassword(TEST_PASSWORD));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`);
  const user = login.json<SessionUser>();
  return { ...user, headers: { authorization: `Bearer ${user.token}` } };
}

/** Calls an operator's route and fails the test unless it answers 200. */
export async function asOperator<T>(
  app: FastifyInstance,
  operator: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<T> {
  const response = await app.inject({ method, url, headers: operator.headers, ...(payload && { payload }) });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** The shopper pays a UPI order (gives a UTR) and an operator confirms it, through the API, so that it may ship. */
export async function payByUpi(app: FastifyInstance, database: DatabaseHandle, shopper: TestUser, orderId: string) {
  const operator = await signInOperator(app, database);
  const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
  const given = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment`,
    headers: shopper.headers,
    payload: { utr },
  });
  if (given.statusCode !== 200) throw new Error(`payment failed: ${given.body}`);
  await asOperator(app, operator, 'POST', `/api/admin/orders/${orderId}/payment/confirm`);
}
