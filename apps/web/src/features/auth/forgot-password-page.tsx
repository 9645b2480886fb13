import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useForgotPassword } from './password-api';

export function ForgotPasswordPage() {
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
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, 'The reset link could not be requested. Please try again.')),
    }),
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14">
      <title>Forgot password · Fabric-Store</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">Forgot password?</h1>
        {forgot.isSuccess ? (
          <p role="status" className="mt-4 text-ink">
            {forgot.data.message}
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              Enter your account's email and we will mail you a link to choose a new one.
            </p>
            <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-5">
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <Button type="submit" size="lg" disabled={forgot.isPending}>
                {forgot.isPending ? 'Sending...' : 'Send reset link'}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-clay-700 underline hover:text-clay-600">
            Back to login
          </Link>
        </p>
      </div>
    </section>
  );
}
