import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { NewPasswordFields, withNewPassword } from '../../components/new-password-fields';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useChangePassword, useSignOutEverywhere } from './api';

const ChangePasswordFormSchema = withNewPassword({
  currentPassword: z.string().min(1, { error: 'Current password is required' }),
});
type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

function ChangePassword() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('security.changed'));
          reset();
        },
        onError: (error) => toast.error(errorMessage(error, t('security.changeFailed'))),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password" className="grid gap-5 sm:grid-cols-2">
      <h3 id="change-password" className="text-lg font-semibold sm:col-span-2">
        {t('security.changeHeading')}
      </h3>
      <div className="sm:col-span-2">
        <Field
          label={t('security.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </div>
      <NewPasswordFields
        newPassword={{ ...register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('security.changing') : t('security.change')}
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const { endSession } = useSession();
  const signOut = useSignOutEverywhere();
  const run = () => {
    if (!window.confirm(t('security.confirmSignOut'))) return;
    signOut.mutate(undefined, {
      onSuccess: () => endSession({ flash: { kind: 'success', message: t('security.signedOut') }, to: '/login' }),
      onError: (error) => toast.error(errorMessage(error, t('security.signOutFailed'))),
    });
  };
  return (
    <div>
      <h3 className="text-lg font-semibold">{t('security.signOutHeading')}</h3>
      <p className="mt-1 text-sm text-muted">{t('security.signOutText')}</p>
      <Button variant="secondary" className="mt-3" onClick={run} disabled={signOut.isPending}>
        {signOut.isPending ? t('security.signingOut') : t('security.signOut')}
      </Button>
    </div>
  );
}

/** The profile's security panel: a new password, and ending every session. */
export function AccountSecurity() {
  const { t } = useTranslation('account');
  return (
    <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm md:col-start-2">
      <h2 className="text-2xl font-semibold">{t('security.heading')}</h2>
      <div className="mt-6 flex flex-col gap-8">
        <ChangePassword />
        <SignOutEverywhere />
      </div>
    </div>
  );
}
