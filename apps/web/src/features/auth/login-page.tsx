import { type LoginRequest, LoginRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { homeOf, SendSignedInUserHome } from '../../components/require-role';
import { ApiError, errorMessage } from '../../lib/api-client';
import { setFlash } from '../../lib/flash';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLogin } from './api';

/**
 * Where to go after logging in: the `redirectTo` the page was opened with when it is a path of this
 * site (a visitor's Add to Cart sends one), so nobody can be sent elsewhere through a crafted link.
 */
function returnPath(redirectTo: string | null): string | undefined {
  if (!redirectTo?.startsWith('/')) return undefined;
  const target = new URL(redirectTo, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : undefined;
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const { user: signedIn, setUser } = useSession();
  const [searchParams] = useSearchParams();
  // Set once this form has signed someone in, who is then sent on by the reload below, not by the guard.
  const signingIn = useRef(false);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(LoginRequestSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (user) => {
        signingIn.current = true;
        setUser(user);
        // The spec reloads the app after login; the toast rides along in a flash.
        setFlash({ kind: 'success', message: t('login.success') });
        window.location.assign(returnPath(searchParams.get('redirectTo')) ?? homeOf(user.role));
      },
      // One message for every failure, so the form never tells which of email or password was wrong;
      // only "too many attempts" is worth telling apart, since retrying at once cannot help.
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 429
            ? errorMessage(error, t('login.failed'))
            : t('login.failed'),
        ),
    }),
  );

  if (signedIn && !signingIn.current) return <SendSignedInUserHome user={signedIn} />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14">
      <title>{t('login.title')}</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">{t('login.heading')}</h1>
        <p className="mt-2 text-muted">{t('login.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-5">
          <Field
            label={t('login.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Link
            to="/forgot-password"
            className="-mt-2 self-end text-sm font-semibold text-clay-700 underline hover:text-clay-600"
          >
            {t('login.forgot')}
          </Link>
          <Button type="submit" size="lg" disabled={login.isPending || login.isSuccess}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          {t('login.newHere')}{' '}
          <Link to="/register" className="font-semibold text-clay-700 underline hover:text-clay-600">
            {t('login.createAccount')}
          </Link>
        </p>
      </div>
    </section>
  );
}
