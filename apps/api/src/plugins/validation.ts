import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { describeZodError } from './errors';

/** Lets route handlers see the output type of the zod schemas they declare. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

class RequestValidationError extends Error {
  readonly statusCode = 400;
}

/** Every request part a route declares (body, querystring, params, headers) is parsed by its zod schema. */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      return result.success
        ? { value: result.data }
        : { error: new RequestValidationError(describeZodError(result.error)) };
    };
  });
}
