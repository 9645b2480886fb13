import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const OPENAPI_PATH = '/api/openapi.json';
const API_REFERENCE_PATH = '/api/docs';

/**
 * The OpenAPI description of the API, generated from the zod schemas that validate each route's
 * request and its answers (see `registerZodValidation`), served at OPENAPI_PATH, with a readable
 * reference at API_REFERENCE_PATH (Swagger UI, served from the package: no CDN). Registered before
 * the routes, so that it sees each of them; the web app's files and the reference's own are left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fabric-Store API',
        description: 'A multi-vendor online fabric store. Errors answer `{ "message": "…" }`.',
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
