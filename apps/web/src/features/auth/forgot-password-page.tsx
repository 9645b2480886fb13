import {
  type ForgotPasswordRequest,
  ForgotPasswordRequestSchema,
  RESET_TOKEN_VALID_MINUTES,
} from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useForgotPassword } from './password-api';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const sent = t('forgot.sent', { minutes: RESET_TOKEN_VALID_MINUTES });
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((request) =>
    forgot.mutate(request, {
      onSuccess: () => toast.success(sent),
      onError: (error) => toast.error(errorMessage(error, t('forgot.failed'))),
    }),
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14">
      <title>{t('forgot.title')}</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">{t('forgot.heading')}</h1>
        {forgot.isSuccess ? (
          <p role="status" className="mt-4 text-ink">
            {sent}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">{t('forgot.intro')}</p>
            <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-5">
              <Field
                label={t('forgot.email')}
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <Button type="submit" size="lg" disabled={forgot.isPending}>
                {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          {t('forgot.remembered')}{' '}
          <Link to="/login" className="font-semibold text-clay-700 underline hover:text-clay-600">
            {t('forgot.backToLogin')}
          </Link>
        </p>
      </div>
    </section>
  );
}
