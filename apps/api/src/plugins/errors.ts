import type { ErrorAnswer, ErrorCode } from '@fabric-store/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { AppError, databaseErrorCode } from '../core/errors';

/** Turns the first problem zod found into one readable sentence, naming the field. */
export function describeZodError(error: ZodError): string {
  return answerForZodError(error).message;
}

/** Zod's kinds of problem, each a code the web app can say in the reader's language. */
const ZOD_ISSUE_CODES: Record<string, ErrorCode> = {
  invalid_type: 'VALIDATION_INVALID_TYPE',
  too_small: 'VALIDATION_TOO_SMALL',
  too_big: 'VALIDATION_TOO_BIG',
  invalid_format: 'VALIDATION_INVALID_FORMAT',
  invalid_value: 'VALIDATION_INVALID_VALUE',
  unrecognized_keys: 'VALIDATION_UNKNOWN_FIELD',
  not_multiple_of: 'VALIDATION_NOT_MULTIPLE',
};

function codeOfIssue(issue: z.core.$ZodIssue): ErrorCode {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'VALIDATION_REQUIRED';
  return ZOD_ISSUE_CODES[issue.code] ?? 'VALIDATION_FAILED';
}

/** The error answer for the first problem zod found: the sentence, the kind's code, the field and its bound. */
export function answerForZodError(error: ZodError): ErrorAnswer {
  const issue = error.issues[0];
  if (!issue) return { message: 'The request is not valid.', code: 'VALIDATION_FAILED' };
  const field = issue.path.filter((part) => typeof part !== 'symbol').join('.');
  if (!field && issue.code === 'invalid_type') {
    return { message: 'The request body must be a JSON object.', code: 'BODY_NOT_OBJECT' };
  }
  const bound = issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : undefined;
  const limit = bound === undefined ? undefined : Number(bound);
  return {
    message: field ? `${field}: ${issue.message}` : issue.message,
    code: codeOfIssue(issue),
    ...(field && { field }),
    ...(limit !== undefined && { limit }),
  };
}

interface MappedError {
  status: number;
  code: ErrorCode;
  message: string;
}

const BUSY: MappedError = { status: 503, code: 'STORE_BUSY', message: 'The store is busy. Please try again.' };
const INVALID_TEXT: MappedError = {
  status: 400,
  code: 'TEXT_NOT_STORABLE',
  message: 'A text in the request has characters that cannot be stored.',
};
const UNAVAILABLE: MappedError = {
  status: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The store cannot reach its database right now. Please try again in a moment.',
};

/** Seconds a client is asked to wait (`Retry-After`) before it tries again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL error codes, mapped once to what the client is told: what the request itself caused
 * is a 4xx, and a database that is restarting, overloaded or gone is a 503 to try again.
 */
const DATABASE_ERRORS: Record<string, MappedError> = {
  '23505': { status: 409, code: 'ALREADY_EXISTS', message: 'That already exists.' },
  '23503': { status: 409, code: 'REFERENCE_MISSING', message: 'That refers to something that does not exist.' },
  '23514': {
    status: 409,
    code: 'STORE_RULE_BROKEN',
    message: 'That change would break a store rule (such as stock below zero).',
  },
  '22P02': { status: 400, code: 'VALUE_WRONG_FORMAT', message: 'A value in the request has the wrong format.' },
  '22003': { status: 400, code: 'NUMBER_OUT_OF_RANGE', message: 'A number in the request is out of range.' },
  '22001': { status: 400, code: 'TEXT_TOO_LONG', message: 'A text in the request is too long.' },
  '22021': INVALID_TEXT,
  '22P05': INVALID_TEXT,
  '54000': { status: 400, code: 'VALUE_TOO_LARGE', message: 'A value in the request is too large.' },
  '40001': BUSY,
  '40P01': BUSY,
  '55P03': BUSY,
  '53300': BUSY,
  '57014': { status: 503, code: 'STORE_TIMEOUT', message: 'The store took too long to answer. Please try again.' },
  '57P01': UNAVAILABLE,
  '57P02': UNAVAILABLE,
  '57P03': UNAVAILABLE,
  '08000': UNAVAILABLE,
  '08001': UNAVAILABLE,
  '08003': UNAVAILABLE,
  '08006': UNAVAILABLE,
  '25P03': UNAVAILABLE,
};

/** A database that is down, starting or restarting, as opposed to a statement it refused. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return (code !== undefined && DATABASE_ERRORS[code] === UNAVAILABLE) || isConnectionFailure(error);
}

/** Errors of a connection to PostgreSQL that carry no SQLSTATE: the socket, not the statement, failed. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function isConnectionFailure(error: unknown): boolean {
  return causeChain(error).some(
    (link) =>
      ('code' in link && typeof link.code === 'string' && CONNECTION_ERROR_CODES.has(link.code)) ||
      CONNECTION_ERROR_MESSAGES.some((text) => link.message.includes(text)),
  );
}

/** The errors of a cause chain, outermost first (Drizzle wraps the driver's error in its own). */
function causeChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/**
 * What a failed query may say in a log: the driver's code and message. Drizzle's own message holds
 * the statement and its parameter values (password hashes, emails, addresses), so it never does.
 */
export function describeDatabaseError(error: unknown): { code?: string; message: string } | undefined {
  const chain = causeChain(error);
  const fromDatabase = chain.some((link) => link.name === 'DrizzleQueryError' || databaseErrorCode(link));
  if (!fromDatabase && !isConnectionFailure(error)) return undefined;
  const driverError = chain.at(-1);
  const code = databaseErrorCode(error);
  const message = driverError && driverError.name !== 'DrizzleQueryError' ? driverError.message : 'query failed';
  return { ...(code && { code }), message };
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MiB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BODY_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_LENGTH_MISMATCH',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_NOT_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_NOT_JSON',
};

/** A request part a route's zod schema refused (see `registerZodValidation`), with zod's answer. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly answer: ErrorAnswer) {
    super(answer.message);
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error instanceof ZodError) return reply.status(400).send(answerForZodError(error));
    if (error instanceof RequestValidationError) return reply.status(400).send(error.answer);

    const code = databaseErrorCode(error);
    const mapped = (code ? DATABASE_ERRORS[code] : undefined) ?? (isConnectionFailure(error) ? UNAVAILABLE : undefined);
    if (mapped) {
      request.log.warn({ database: describeDatabaseError(error) }, 'database refused a request');
      if (mapped.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(mapped.status).send({ message: mapped.message, code: mapped.code });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (error.name === 'SyntaxError' || ('code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON')) {
        return reply.status(400).send({ message: 'The request body is not valid JSON.', code: 'BODY_NOT_JSON' });
      }
      const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
      return reply.status(status).send({
        message: FASTIFY_MESSAGES[fastifyCode] ?? error.message,
        code: FASTIFY_CODES[fastifyCode] ?? 'REQUEST_INVALID',
      });
    }

    const database = describeDatabaseError(error);
    request.log.error(database ? { database } : { err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
  });
}
