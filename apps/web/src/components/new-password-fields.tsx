import { PASSWORD_MIN_LENGTH, PasswordSchema } from '@fabric-store/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from './field';

/**
 * A form's new password typed twice, with what else the form asks (the current password, for a
 * change): the registration rules for the password, and the second copy must match the first.
 */
export function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, newPassword: PasswordSchema, confirmPassword: z.string() }).refine(
    (form) => {
      const typed = form as unknown as { newPassword: string; confirmPassword: string };
      return typed.newPassword === typed.confirmPassword;
    },
    { error: 'The passwords do not match', path: ['confirmPassword'] },
  );
}

type FieldProps = Omit<ComponentProps<typeof Field>, 'label'>;

/** The two fields of a new password, each with its input's props and its error. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: FieldProps;
  confirmPassword: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('newPassword.label')}
        type="password"
        autoComplete="new-password"
        hint={t('newPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        {...newPassword}
      />
      <Field label={t('newPassword.confirm')} type="password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
