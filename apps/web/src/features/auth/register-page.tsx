import {
  EMPTY_ADDRESS_PARTS,
  formatAddressLine,
  PASSWORD_MIN_LENGTH,
  RegisterRequestSchema,
} from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { SendSignedInUserHome } from '../../components/require-role';
import { useLanguage } from '../../i18n/language-provider';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useRegister } from './api';

/** The address is entered in its parts (the street required); the spec's one-line `address` is sent formatted from them. */
const RegisterFormSchema = RegisterRequestSchema.omit({ address: true }).extend({
  shippingAddress: RegisterRequestSchema.shape.shippingAddress.unwrap(),
});
type RegisterForm = z.input<typeof RegisterFormSchema>;
type RegisterValues = z.output<typeof RegisterFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { user: signedIn } = useSession();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      phone: '',
      shippingAddress: { ...EMPTY_ADDRESS_PARTS },
      role: 'customer',
    },
  });

  const submit = handleSubmit((values) =>
    registration.mutate(
      // The account reads its mails in the language it registered in.
      { ...values, address: formatAddressLine(values.shippingAddress), language },
      {
        onSuccess: () => {
          toast.success(t('register.success'));
          navigate('/');
        },
        onError: (error) =>
          // A refusal with a reason (email taken, invalid field) is worth showing; anything else gets the spec's text.
          toast.error(
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
              ? errorMessage(error, t('register.failed'))
              : t('register.failed'),
          ),
      },
    ),
  );

  if (signedIn) return <SendSignedInUserHome user={signedIn} />;

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-14">
      <title>{t('register.title')}</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">{t('register.heading')}</h1>
        <p className="mt-2 text-muted">{t('register.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-8 grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={t('register.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          </div>
          <Field
            label={t('register.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            label={t('register.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={errors.password?.message}
            {...register('password')}
          />
          <Field
            label={t('register.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <SelectField label={t('register.role')} error={errors.role?.message} {...register('role')}>
            <option value="customer">{t('register.roles.customer')}</option>
            <option value="vendor">{t('register.roles.vendor')}</option>
          </SelectField>
          <AddressFields
            fieldFor={(part) => ({
              ...register(`shippingAddress.${part}`),
              error: errors.shippingAddress?.[part]?.message,
            })}
          />
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={registration.isPending}>
            {registration.isPending ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-clay-700 underline hover:text-clay-600">
            {t('register.login')}
          </Link>
        </p>
      </div>
    </section>
  );
}
