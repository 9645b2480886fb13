import { z } from 'zod';
import { hasAtMostTwoDecimals } from './lengths';

/**
 * False for text PostgreSQL cannot store (NUL, a UTF-16 surrogate without its pair) and for the
 * other control characters no name, address or description holds; tab and line breaks are fine.
 */
export function isStorableText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    }
  }
  return true;
}

/** A string a request may carry into the database; `label` names the field in the messages. */
export const textSchema = (label: string, requiredMessage = `${label} must be text`) =>
  z
    .string({ error: requiredMessage })
    .refine(isStorableText, { error: `${label} contains characters that cannot be stored` });

export const IdSchema = z.uuid({ error: 'must be a valid id' });

export const IdParamsSchema = z.object({ id: IdSchema });

/** Every error the API returns has this shape; the UI shows `message`. */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A write that answers only with what it did, such as `Product deleted successfully!`. */
export const MessageResponseSchema = z.object({ message: z.string() });

/** Rupees as a JSON number with at most two decimals; the API stores integer paise. */
export const RupeesSchema = z
  .number({ error: 'must be a number' })
  .positive({ error: 'must be greater than 0' })
  .max(10_000_000, { error: 'must be at most 10,000,000' })
  .refine(hasAtMostTwoDecimals, {
    error: 'must have at most two decimals',
  });

/** The spec's calls carry the caller's userId; the server checks it against the token. */
export const OptionalUserIdSchema = IdSchema.optional();

export const UserIdBodySchema = z.object({ userId: OptionalUserIdSchema }).nullish();
export type UserIdBody = z.infer<typeof UserIdBodySchema>;

export const MAX_LINE_QUANTITY = 1000;

/**
 * A line's quantity: metres for metre fabrics (at most two decimals, so `1` is one metre and `2.5`
 * two and a half), pieces for piece fabrics; which lengths a fabric allows is checked against it.
 */
export const LineQuantitySchema = z
  .number({ error: 'must be a number' })
  .positive({ error: 'must be greater than 0' })
  .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` })
  .refine(hasAtMostTwoDecimals, {
    error: 'must have at most two decimals (whole centimetres)',
  });

/**
 * A bank's reference for money sent: a UPI UTR (12 digits) or a NEFT, IMPS or UPI refund reference, whose
 * letters and digits may come in groups joined by hyphens. One rule wherever such a reference is taken.
 */
export const BANK_REFERENCE_PATTERN = /^[A-Za-z0-9-]{6,35}$/;
export const BANK_REFERENCE_RULE = '6 to 35 letters, digits and hyphens';

/**
 * A bank reference as a request carries it, trimmed and in capitals, so that one transfer typed in other
 * letters is still the one reference it is (banks do not tell them apart); `label` names the field in the
 * messages.
 */
export const bankReferenceSchema = (label: string, what: string) =>
  z
    .string({ error: `${label} must be ${what}` })
    .trim()
    .min(1, { error: 'A reference is required', abort: true })
    .regex(BANK_REFERENCE_PATTERN, { error: `The reference is ${what}: ${BANK_REFERENCE_RULE}.` })
    .transform((value) => value.toUpperCase());
