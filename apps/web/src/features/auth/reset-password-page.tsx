import { PasswordSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useResetPassword } from './password-api';

/** A new password, typed twice. */
const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'The passwords do not match',
    path: ['confirmPassword'],
  });
type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export function ResetPasswordPage() {
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
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          navigate('/login');
        },
        onError: (error) => toast.error(errorMessage(error, 'Your password could not be reset. Please try again.')),
      },
    ),
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14">
      <title>Choose a new password · Fabric-Store</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">Choose a new password</h1>
        {token ? (
          <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-5">
            <Field
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Field
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" size="lg" disabled={reset.isPending || reset.isSuccess}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        ) : (
          <p role="alert" className="mt-4 text-danger">
            This page needs the link from your reset mail.
          </p>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          Link expired or used?{' '}
          <Link to="/forgot-password" className="font-semibold text-clay-700 underline hover:text-clay-600">
            Ask for a new one
          </Link>
        </p>
      </div>
    </section>
  );
}
