import { ErrorAnswerSchema } from '@fabric-store/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/openapi.json';
const API_REFERENCE_PATH = '/api/docs';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The 4xx answers a route can give, read from its own options: 400 for a request part it parses (or
 * a body, whose JSON may be broken), 401 and 403 when it needs a signed-in caller (a missing or
 * expired token; the wrong role or someone else's record), 404 for an id in its path, 409 for a write
 * (a state move that is not allowed, a row that already exists), 413 for a body over the limit and 429
 * for a route that counts requests against a rate limit (`config.rateLimited`).
 */
function errorStatusesOf(route: RouteOptions, schema: FastifySchema): number[] {
  const methods = [route.method].flat();
  const write = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  const hasBody = methods.some((method) => METHODS_WITH_BODY.has(method));
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params || hasBody) statuses.push(400);
  if (schema.security && schema.security.length > 0) statuses.push(401, 403);
  if (schema.params) statuses.push(404);
  if (write) statuses.push(409);
  if (hasBody) statuses.push(413);
  if (route.config?.rateLimited) statuses.push(429);
  return statuses;
}

/**
 * Adds the error answers that apply to each documented route to its schema, so they are described
 * and checked like its success answers; a status the route documents itself is left as it is.
 */
function documentErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const status of errorStatusesOf(route, schema)) response[status] ??= ErrorAnswerSchema;
    route.schema = { ...schema, response };
  });
}

/**
 * The OpenAPI description of the API, generated from the zod schemas that validate each route's
 * request and its answers (see `registerZodValidation`), served at OPENAPI_PATH, with a readable
 * reference at API_REFERENCE_PATH (Swagger UI, served from the package: no CDN). Registered before
 * the routes, so that it sees each of them; the web app's files and the reference's own are left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  documentErrorAnswers(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fabric-Store API',
        description:
          'A multi-vendor online fabric store. Errors answer `{ "message": "…", "code": "…" }`: the English sentence and a stable code (for a refused field, also `field` and its bound `limit`).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH] }),
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { url: OPENAPI_PATH },
  });
}
