import { type SavedAddress, type SavedAddressRequest, SavedAddressRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AddressFields, AddressLines } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from './api';

type AddressFormValues = z.input<typeof SavedAddressRequestSchema>;

const EMPTY: AddressFormValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
  isDefault: false,
};

function AddressForm({ initial, onDone }: { initial?: SavedAddress | undefined; onDone: () => void }) {
  const { t } = useTranslation('account');
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, SavedAddressRequest>({
    resolver: zodResolver(SavedAddressRequestSchema),
    defaultValues: initial ? { ...initial } : EMPTY,
  });
  const submit = handleSubmit((address) =>
    save.mutate(
      { id: initial?._id, address },
      {
        onSuccess: () => {
          toast.success(initial ? t('addresses.updated') : t('addresses.saved'));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t('addresses.saveFailed'))),
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2"
    >
      <h2 className="font-display text-2xl font-semibold sm:col-span-2">
        {initial ? t('addresses.editHeading') : t('addresses.newHeading')}
      </h2>
      <Field label={t('addresses.label')} error={errors.name?.message} {...register('name')} />
      <Field
        label={t('addresses.phone')}
        hint={t('addresses.phoneHint')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <AddressFields required fieldFor={(part) => ({ ...register(part), error: errors[part]?.message })} />
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-4 accent-clay-600" {...register('isDefault')} />
        {t('addresses.makeDefault')}
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('addresses.saving') : t('addresses.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const remove = useDeleteAddress();
  const label = address.name || address.city;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white p-5">
      <address className="not-italic leading-relaxed">
        <AddressLines parts={address} name={address.name} />
        {address.phone ? <span className="block text-muted">{address.phone}</span> : null}
      </address>
      {address.isDefault ? (
        <span className="self-start rounded-full bg-clay-600 px-3 py-1 text-xs font-semibold text-white">
          {t('addresses.default')}
        </span>
      ) : null}
      <div className="mt-auto flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={t('addresses.editOf', { label })}>
          {t('addresses.edit')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('addresses.deleteOf', { label })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(address._id, {
              onSuccess: () => toast.success(t('addresses.deleted')),
              onError: (error) => toast.error(errorMessage(error, t('addresses.deleteFailed'))),
            })
          }
        >
          {t('addresses.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The shopper's address book: checkout offers these and pre-fills the default; the profile's address is apart. */
export function SavedAddressesPage() {
  const { t } = useTranslation('account');
  const { data, error, isPending } = useSavedAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <title>{t('addresses.title')}</title>
      <PageTitle>{t('addresses.heading')}</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>
          {t('addresses.loadFailed', { message: errorMessage(error, t('addresses.loadFailedFallback')) })}
        </ErrorMessage>
      ) : (
        <div className="flex flex-col gap-6">
          {editing ? (
            <AddressForm initial={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          ) : (
            <Button className="self-start" onClick={() => setEditing('new')}>
              {t('addresses.add')}
            </Button>
          )}
          {data.addresses.length === 0 ? (
            <p className="text-muted">{t('addresses.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {data.addresses.map((address) => (
                <AddressCard key={address._id} address={address} onEdit={() => setEditing(address)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
