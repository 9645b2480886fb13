import {
  AddressPartsSchema,
  formatAddressLine,
  ProfileUpdateRequestSchema,
  type SessionUser,
} from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AddressFields, AddressLines } from '../../components/address-fields';
import { Button, ButtonLink } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AccountSecurity } from './account-security';
import { useDeleteAccount, useUpdateProfile } from './api';

/** The address is edited in its parts; the spec's one-line `address` is sent formatted from them. */
const ProfileFormSchema = ProfileUpdateRequestSchema.omit({ userId: true, address: true }).extend({
  shippingAddress: AddressPartsSchema,
});
type ProfileForm = z.input<typeof ProfileFormSchema>;
type ProfileChanges = z.output<typeof ProfileFormSchema>;

/** Up to two initials for the avatar: 'Asha Rao' → 'AR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

function EditProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileForm, unknown, ProfileChanges>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone, shippingAddress: user.shippingAddress },
  });

  const submit = handleSubmit((changes) =>
    updateProfile.mutate(
      { ...changes, address: formatAddressLine(changes.shippingAddress) },
      {
        onSuccess: () => {
          toast.success('User updated successfully!');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, 'Error updating user')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Field label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <AddressFields
        fieldFor={(part) => ({
          ...register(`shippingAddress.${part}`),
          error: errors.shippingAddress?.[part]?.message,
        })}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={updateProfile.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const { user, endSession } = useSession();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [editing, setEditing] = useState(false);

  // The route's guard keeps visitors out (sending them home); this only narrows the type.
  if (!user) return null;

  const remove = () => {
    if (!window.confirm('Are you sure you want to delete your account?')) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => endSession({ flash: { kind: 'success', message: 'User deleted successfully!' }, to: '/' }),
      onError: (error) => toast.error(errorMessage(error, 'Error deleting user')),
    });
  };

  const details: { label: string; value: ReactNode }[] = [
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone || 'Not provided' },
    { label: 'Address', value: user.address ? <AddressLines parts={user.shippingAddress} /> : 'Not provided' },
  ];

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[18rem_1fr]">
      <title>Your Profile · Fabric-Store</title>
      <aside className="flex flex-col items-center rounded-3xl border border-ink/10 bg-white p-8 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="grid size-24 place-items-center rounded-full bg-clay-600 font-display text-3xl font-semibold text-white"
        >
          {initialsOf(user.name)}
        </span>
        <h1 className="mt-5 text-2xl font-semibold">{user.name}</h1>
        <p className="mt-1 rounded-full bg-sand px-3 py-1 text-sm font-semibold capitalize text-clay-700">
          {user.role}
        </p>
        {user.role === 'customer' ? (
          <>
            <ButtonLink to="/orders" variant="secondary" className="mt-6">
              My Orders
            </ButtonLink>
            <ButtonLink to="/wishlist" variant="secondary" className="mt-3">
              Saved fabrics
            </ButtonLink>
            <ButtonLink to="/addresses" variant="secondary" className="mt-3">
              Saved addresses
            </ButtonLink>
          </>
        ) : null}
      </aside>

      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h2 className="text-2xl font-semibold">{editing ? 'Edit Information' : 'Information'}</h2>
        <div className="mt-6">
          {editing ? (
            <EditProfileForm
              user={user}
              onDone={() => {
                setEditing(false);
                navigate('/profile');
              }}
            />
          ) : (
            <>
              <dl className="grid gap-5 sm:grid-cols-2">
                {details.map((detail) => (
                  <div key={detail.label} className={detail.label === 'Address' ? 'sm:col-span-2' : undefined}>
                    <dt className="text-sm text-muted">{detail.label}</dt>
                    <dd className="mt-1 font-semibold wrap-anywhere">{detail.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8 flex gap-3">
                <Button onClick={() => setEditing(true)}>Update</Button>
                <Button variant="danger" onClick={remove} disabled={deleteAccount.isPending}>
                  {deleteAccount.isPending ? 'Deleting...' : 'Delete'}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
      <AccountSecurity />
    </section>
  );
}
