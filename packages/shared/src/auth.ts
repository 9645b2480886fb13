import { z } from 'zod';
import { ADDRESS_PART_MAX_LENGTH, AddressPartsSchema } from './address';
import { IdSchema, textSchema } from './common';
import { LanguageSchema } from './language-schema';

/** `admin` is the marketplace's operator, made at start-up or by another operator, never by registering. */
export const RoleSchema = z.enum(['customer', 'vendor', 'admin']);
export type Role = z.infer<typeof RoleSchema>;
export const RegistrationRoleSchema = z.enum(['customer', 'vendor'], { error: 'role must be customer or vendor' });

const requiredText = (label: string, max: number) =>
  textSchema(label, `${label} is required`)
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const NameSchema = requiredText('Name', 100);
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Email must be a valid email address' }));
export const PhoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: 'Phone must be 6 to 20 digits, spaces or dashes' });
export const AddressSchema = requiredText('Address', 500);
export const PASSWORD_MIN_LENGTH = 8;
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(128, { error: 'Password must be at most 128 characters' });

export const RegisterRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  phone: PhoneSchema,
  address: AddressSchema,
  /** The address in parts; when given it is what is stored, and `address` is its one-line form. */
  shippingAddress: AddressPartsSchema.extend({ address: requiredText('Address', ADDRESS_PART_MAX_LENGTH) }).optional(),
  role: RegistrationRoleSchema.default('customer'),
  /** The language the visitor reads the store in; the account's mails follow it (English when not given). */
  language: LanguageSchema.optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(128),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** A user as the API shows it: never a password hash. */
export const PublicUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The address on one line (the spec's field), formatted from `shippingAddress`. */
  address: z.string(),
  shippingAddress: AddressPartsSchema,
  role: RoleSchema,
  /**
   * The language the account reads the store and its mails in. Every answer has it; optional in the
   * type because a session the web stored before accounts had a language lacks it.
   */
  language: LanguageSchema.optional(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** What login returns and what the web stores under the local-storage key `user`. */
export const SessionUserSchema = PublicUserSchema.extend({ token: z.string() });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const RegisterResponseSchema = PublicUserSchema.extend({ message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
