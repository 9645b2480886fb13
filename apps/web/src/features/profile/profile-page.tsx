import {
  AddressPartsSchema,
  formatAddressLine,
  ProfileUpdateRequestSchema,
  type SessionUser,
} from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
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
          toast.success(t('profile.updated'));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t('profile.updateFailed'))),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
      <Field
        label={t('profile.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <AddressFields
        fieldFor={(part) => ({
          ...register(`shippingAddress.${part}`),
          error: errors.shippingAddress?.[part]?.message,
        })}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={updateProfile.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('account');
  const { user, endSession } = useSession();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [editing, setEditing] = useState(false);

  // The route's guard keeps visitors out (sending them home); this only narrows the type.
  if (!user) return null;

  const remove = () => {
    if (!window.confirm(t('profile.confirmDelete'))) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => endSession({ flash: { kind: 'success', message: t('profile.deleted') }, to: '/' }),
      onError: (error) => toast.error(errorMessage(error, t('profile.deleteFailed'))),
    });
  };

  const notProvided = t('profile.notProvided');
  const details: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: t('profile.email'), value: user.email },
    { label: t('profile.phone'), value: user.phone || notProvided },
    {
      label: t('profile.address'),
      value: user.address ? <AddressLines parts={user.shippingAddress} /> : notProvided,
      wide: true,
    },
  ];

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[18rem_1fr]">
      <title>{t('profile.title')}</title>
      <aside className="flex flex-col items-center rounded-3xl border border-ink/10 bg-white p-8 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="grid size-24 place-items-center rounded-full bg-clay-600 font-display text-3xl font-semibold text-white"
        >
          {initialsOf(user.name)}
        </span>
        <h1 className="mt-5 text-2xl font-semibold">{user.name}</h1>
        <p className="mt-1 rounded-full bg-sand px-3 py-1 text-sm font-semibold capitalize text-clay-700">
          {t(`profile.roles.${user.role}`)}
        </p>
        {user.role === 'customer' ? (
          <>
            <ButtonLink to="/orders" variant="secondary" className="mt-6">
              {t('profile.myOrders')}
            </ButtonLink>
            <ButtonLink to="/wishlist" variant="secondary" className="mt-3">
              {t('profile.savedFabrics')}
            </ButtonLink>
            <ButtonLink to="/addresses" variant="secondary" className="mt-3">
              {t('profile.savedAddresses')}
            </ButtonLink>
          </>
        ) : null}
      </aside>

      <div className="rounded-3xl border border-ink/10 bg-white p-8 shadow-sm">
        <h2 className="text-2xl font-semibold">{editing ? t('profile.editInformation') : t('profile.information')}</h2>
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
                  <div key={detail.label} className={detail.wide ? 'sm:col-span-2' : undefined}>
                    <dt className="text-sm text-muted">{detail.label}</dt>
                    <dd className="mt-1 font-semibold wrap-anywhere">{detail.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8 flex gap-3">
                <Button onClick={() => setEditing(true)}>{t('profile.update')}</Button>
                <Button variant="danger" onClick={remove} disabled={deleteAccount.isPending}>
                  {deleteAccount.isPending ? t('profile.deleting') : t('profile.delete')}
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
