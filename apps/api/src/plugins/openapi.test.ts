import { ERROR_CODES, FabricSchema } from '@fabric-store/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addFabric, createTestApp, signUp, type TestContext } from '../../test-support/test-app';
import { registerErrorHandling } from './errors';
import { registerZodValidation, type ZodTypeProvider } from './validation';

/** Where the README says the description and its readable reference are. */
const OPENAPI_PATH = '/api/openapi.json';
const API_REFERENCE_PATH = '/api/docs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const documentOf = async () =>
  (await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  }>();

/** Fastify's `/api/fabrics/:id` as OpenAPI writes it, `/api/fabrics/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * What the description leaves out on purpose: itself, the reference's own files, CORS preflights,
 * and the storefront's pages (server-rendered HTML, robots.txt, sitemaps), which are not the API.
 */
const isLeftOut = ({ method, url }: { method: string; url: string }) =>
  method === 'OPTIONS' ||
  url === OPENAPI_PATH ||
  url.startsWith(API_REFERENCE_PATH) ||
  !(url.startsWith('/api/') || url.startsWith('/swatches/'));

describe('the OpenAPI description', () => {
  it('describes every route the app serves, with a schema for each success answer', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const served = ctx.app.registeredRoutes.filter((route) => !isLeftOut(route));
    expect(served.length).toBeGreaterThan(20);
    for (const route of served) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const success = Object.entries(operation?.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${route.method} ${route.url} documents its answer`).toBeGreaterThan(0);
      for (const [, response] of success) expect(Object.values(response.content ?? {})[0]?.schema).toBeDefined();
    }
  });

  it('documents no route the app does not serve', async () => {
    const served = new Set(ctx.app.registeredRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`));
    for (const [path, operations] of Object.entries((await documentOf()).paths)) {
      for (const method of Object.keys(operations)) expect(served).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  it('is readable at /api/docs, from the server itself with no CDN', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const file = await ctx.app.inject({
        method: 'GET',
        url: new URL(script, `http://x${API_REFERENCE_PATH}/`).pathname,
      });
      expect({ script, status: file.statusCode }).toEqual({ script, status: 200 });
    }
  });

  it('documents the error answers that apply to each route, each as { message, code }', async () => {
    const document = await documentOf();
    const errorSchema = {
      type: 'object',
      properties: { message: { type: 'string' }, code: { enum: [...ERROR_CODES] } },
      required: ['message', 'code'],
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const expected = [
          ...(['post', 'put', 'patch'].includes(method) ? [400, 413] : []),
          ...(operation.security?.length ? [401, 403] : []),
          ...(path.includes('{') ? [400, 404] : []),
          ...(method === 'get' ? [] : [409]),
        ];
        const documented = Object.keys(operation.responses ?? {}).filter((status) => status.startsWith('4'));
        expect(documented, `${method} ${path}`).toEqual(expect.arrayContaining(expected.map(String)));
        for (const status of documented) {
          const schema = Object.values(operation.responses?.[status]?.content ?? {})[0]?.schema;
          expect(schema, `${method} ${path} ${status}`).toMatchObject(errorSchema);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('documents 429 on exactly the routes that count requests against a rate limit', async () => {
    const document = await documentOf();
    const limited = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses?.['429'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(limited.sort()).toEqual(
      [
        'post /api/auth/login',
        'post /api/auth/register',
        'post /api/auth/password/forgot',
        'post /api/auth/password/reset',
        'post /api/auth/password/change',
        'post /api/checkout',
        'post /api/cart/coupon',
        'post /api/newsletter',
      ].sort(),
    );
  });

  it('answers a refused request with the body its documented error schema describes', async () => {
    const document = await documentOf();
    const documented = document.paths['/api/orders']?.get?.responses?.['401']?.content?.['application/json']?.schema;
    expect(documented).toMatchObject({ required: ['message', 'code'] });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/orders' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Please login to continue.', code: 'LOGIN_REQUIRED' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/fabrics/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String), code: 'FABRIC_NOT_FOUND' });
  });

  it('matches the catalog page, which the server serialises itself', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    await addFabric(ctx.app, vendor, { category: 'silk' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?category=silk' });
    expect(z.array(FabricSchema).safeParse(page.json()).success).toBe(true);
  });
});

describe('answers are checked against their documented schema', () => {
  it('sends an answer that matches as the handler built it, and refuses one that does not with 500', async () => {
    const app = Fastify({ logger: false });
    registerZodValidation(app);
    registerErrorHandling(app);
    const schema = { response: { 200: z.object({ name: z.string() }) } };
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/kept', { schema }, async () => ({ name: 'Silk', extra: 1 }) as { name: string });
    api.get('/broken', { schema }, async () => ({ name: 42 }) as unknown as { name: string });
    try {
      const kept = await app.inject({ method: 'GET', url: '/kept' });
      expect(kept.body).toBe('{"name":"Silk","extra":1}');
      const broken = await app.inject({ method: 'GET', url: '/broken' });
      expect(broken.statusCode).toBe(500);
      expect(broken.body).not.toContain('42');
    } finally {
      await app.close();
    }
  });
});
