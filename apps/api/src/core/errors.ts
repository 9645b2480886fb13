import type { ErrorCode } from '@fabric-store/shared';

// The error every layer throws when a request cannot be done: a status, a stable code and a sentence
// for people. The HTTP error handler (plugins/errors.ts) turns it into the `{ message, code }` answer.

/** The one error type services throw: an HTTP status, a code from the shared list and an English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const unauthorized = (code: ErrorCode, message = 'Please login to continue.') =>
  new AppError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

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
