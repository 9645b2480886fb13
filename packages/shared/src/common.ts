import { z } from 'zod';

export const IdSchema = z.uuid({ error: 'must be a valid id' });

export const IdParamsSchema = z.object({ id: IdSchema });

/** Every error the API returns has this shape; the UI shows `message`. */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Rupees as a JSON number with at most two decimals; the API stores integer paise. */
export const RupeesSchema = z
  .number({ error: 'must be a number' })
  .positive({ error: 'must be greater than 0' })
  .max(10_000_000, { error: 'must be at most 10,000,000' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  });

/** The spec's calls carry the caller's userId; the server checks it against the token. */
export const OptionalUserIdSchema = IdSchema.optional();

export const UserIdBodySchema = z.object({ userId: OptionalUserIdSchema }).nullish();
export type UserIdBody = z.infer<typeof UserIdBodySchema>;

export const MAX_LINE_QUANTITY = 1000;

export const LineQuantitySchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` });
