import { EMPTY_ADDRESS_PARTS, formatAddressLine, RegisterRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { SendSignedInUserHome } from '../../components/require-role';
import { ApiError } from '../../lib/api-client';
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
      { ...values, address: formatAddressLine(values.shippingAddress) },
      {
        onSuccess: () => {
          toast.success('Registration successful! Please login.');
          navigate('/');
        },
        onError: (error) =>
          // A refusal with a reason (email taken, invalid field) is worth showing; anything else gets the spec's text.
          toast.error(
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
              ? error.message
              : 'Error registering user. Please try again.',
          ),
      },
    ),
  );

  if (signedIn) return <SendSignedInUserHome user={signedIn} />;

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-14">
      <title>Register · Fabric-Store</title>
      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h1 className="text-3xl font-semibold">Register</h1>
        <p className="mt-2 text-muted">Create an account to shop, or to sell your own fabrics.</p>
        <form onSubmit={submit} noValidate className="mt-8 grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          </div>
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
            error={errors.password?.message}
            {...register('password')}
          />
          <Field
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <SelectField label="Role" error={errors.role?.message} {...register('role')}>
            <option value="customer">Customer</option>
            <option value="vendor">Vendor</option>
          </SelectField>
          <AddressFields
            fieldFor={(part) => ({
              ...register(`shippingAddress.${part}`),
              error: errors.shippingAddress?.[part]?.message,
            })}
          />
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={registration.isPending}>
            {registration.isPending ? 'Registering...' : 'Register'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-clay-700 underline hover:text-clay-600">
            Login
          </Link>
        </p>
      </div>
    </section>
  );
}
