import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { NewPasswordFields, withNewPassword } from '../../components/new-password-fields';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useResetPassword } from './password-api';

const NewPasswordFormSchema = withNewPassword({});
type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ newPassword: password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('reset.done'));
          navigate('/login');
        },
        onError: (error) => toast.error(errorMessage(error, t('reset.failed'))),
      },
    ),
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14">
      <title>{t('reset.title')}</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">{t('reset.heading')}</h1>
        {token ? (
          <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-5">
            <NewPasswordFields
              newPassword={{ ...register('newPassword'), error: errors.newPassword?.message }}
              confirmPassword={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" size="lg" disabled={reset.isPending || reset.isSuccess}>
              {reset.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        ) : (
          <p role="alert" className="mt-4 text-danger">
            {t('reset.needsLink')}
          </p>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          {t('reset.expired')}{' '}
          <Link to="/forgot-password" className="font-semibold text-clay-700 underline hover:text-clay-600">
            {t('reset.askAgain')}
          </Link>
        </p>
      </div>
    </section>
  );
}
