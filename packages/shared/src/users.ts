import { z } from 'zod';
import { AddressPartsSchema } from './address';
import { AddressSchema, EmailSchema, NameSchema, PhoneSchema, PublicUserSchema } from './auth';
import { OptionalUserIdSchema } from './common';
import { LanguageSchema } from './language-schema';

/** Role is not part of this schema: it never changes through the profile. */
export const ProfileUpdateRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  name: NameSchema,
  email: EmailSchema,
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
  address: z.union([AddressSchema, z.literal('')]).optional(),
  /** The address in parts; when given it wins over `address`, which only the spec's one-line clients send alone. */
  shippingAddress: AddressPartsSchema.optional(),
  /** The account's language; left as it is when not sent. */
  language: LanguageSchema.optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

export const ProfileUpdateResponseSchema = z.object({ message: z.string(), updatedUser: PublicUserSchema });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;
