import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth';
import { MessageResponseSchema } from './common';

/** How long a password reset link works (OWASP: short-lived). */
export const RESET_TOKEN_VALID_MINUTES = 30;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete. Please open the link from the mail again.' })
    .trim()
    .min(1, { error: 'The reset link is incomplete. Please open the link from the mail again.' })
    .max(200),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(128),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** A password change answers a new token for the calling session: every earlier one stops working. */
export const ChangePasswordResponseSchema = MessageResponseSchema.extend({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
