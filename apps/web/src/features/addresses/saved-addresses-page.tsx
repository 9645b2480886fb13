import { type SavedAddress, type SavedAddressRequest, SavedAddressRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
          toast.success(initial ? 'Address updated.' : 'Address saved.');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not save the address.')),
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2"
    >
      <h2 className="font-display text-2xl font-semibold sm:col-span-2">{initial ? 'Edit address' : 'New address'}</h2>
      <Field label="Label or recipient (optional)" error={errors.name?.message} {...register('name')} />
      <Field
        label="Phone (optional)"
        hint="A 10-digit mobile number the courier can call."
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <AddressFields required fieldFor={(part) => ({ ...register(part), error: errors[part]?.message })} />
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-4 accent-clay-600" {...register('isDefault')} />
        Use as my default address at checkout
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save address'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const remove = useDeleteAddress();
  const label = address.name || address.city;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white p-5">
      <address className="not-italic leading-relaxed">
        <AddressLines parts={address} name={address.name} />
        {address.phone ? <span className="block text-muted">{address.phone}</span> : null}
      </address>
      {address.isDefault ? (
        <span className="self-start rounded-full bg-clay-600 px-3 py-1 text-xs font-semibold text-white">Default</span>
      ) : null}
      <div className="mt-auto flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        <Button
          variant="danger"
          aria-label={`Delete ${label}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(address._id, {
              onSuccess: () => toast.success('Address deleted.'),
              onError: (error) => toast.error(errorMessage(error, 'Could not delete the address.')),
            })
          }
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The shopper's address book: checkout offers these and pre-fills the default; the profile's address is apart. */
export function SavedAddressesPage() {
  const { data, error, isPending } = useSavedAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <title>Saved addresses · Fabric-Store</title>
      <PageTitle>Saved addresses</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>Error: {errorMessage(error, 'Failed to load your addresses')}</ErrorMessage>
      ) : (
        <div className="flex flex-col gap-6">
          {editing ? (
            <AddressForm initial={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          ) : (
            <Button className="self-start" onClick={() => setEditing('new')}>
              Add an address
            </Button>
          )}
          {data.addresses.length === 0 ? (
            <p className="text-muted">No saved addresses yet. Save one to have checkout fill it in for you.</p>
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
