import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** The one error type services throw: an HTTP status and a message meant for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please login to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Turns the first problem zod found into one readable sentence, naming the field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.filter((part) => typeof part !== 'symbol').join('.');
  if (!field && issue.code === 'invalid_type') return 'The request body must be a JSON object.';
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** PostgreSQL error codes a request can cause, mapped once to what the client is told. */
const DATABASE_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'That already exists.' },
  '23503': { status: 409, message: 'That refers to something that does not exist.' },
  '23514': { status: 409, message: 'That change would break a store rule (such as stock below zero).' },
  '22P02': { status: 400, message: 'A value in the request has the wrong format.' },
  '22003': { status: 400, message: 'A number in the request is out of range.' },
  '40001': { status: 503, message: 'The store is busy. Please try again.' },
  '40P01': { status: 503, message: 'The store is busy. Please try again.' },
};

/** The PostgreSQL error code behind an error, looking through Drizzle's wrapping. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (
      typeof current === 'object' &&
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MiB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ message: error.message });
    if (error instanceof ZodError) return reply.status(400).send({ message: describeZodError(error) });

    const code = databaseErrorCode(error);
    const mapped = code ? DATABASE_ERRORS[code] : undefined;
    if (mapped) {
      request.log.warn({ code }, 'database refused a request');
      return reply.status(mapped.status).send({ message: mapped.message });
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (error.name === 'SyntaxError' || ('code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON')) {
        return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      }
      const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
      return reply.status(status).send({ message: FASTIFY_MESSAGES[fastifyCode] ?? error.message });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
