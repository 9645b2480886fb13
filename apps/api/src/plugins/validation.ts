import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { answerForZodError, describeZodError, RequestValidationError } from './errors';

/** Lets route handlers see the output type of the zod schemas they declare. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Every request part a route declares (body, querystring, params, headers) is parsed by its zod
 * schema; every answer whose status has a documented schema is checked against it, then sent as
 * the handler built it (JSON.stringify, keys and all), so the OpenAPI description cannot drift from
 * what the API sends. An answer unlike its schema is a bug: it fails with 500 instead of going out.
 * A body the handler serialised itself (the catalog page's string) is sent as it is.
 */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      return result.success
        ? { value: result.data }
        : { error: new RequestValidationError(answerForZodError(result.error)) };
    };
  });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (!result.success) {
        throw new Error(`${method} ${url} answered ${httpStatus} unlike its schema: ${describeZodError(result.error)}`);
      }
      return JSON.stringify(data);
    };
  });
}
