import { type VendorTaxProfileInput, VendorTaxProfileRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { IndianStateOptions } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveVendorProfile, useVendorProfile } from './api';
import { formValuesOf, type ProfileFormValues } from './profile-form-values';

const STATES_LIST = 'tax-profile-states';

function AddressFieldset({
  which,
  legend,
  register,
  errors,
}: {
  which: 'pickupAddress' | 'returnAddress';
  legend: string;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}) {
  const error = errors[which];
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="sm:col-span-2">
        <Field label={`${legend}: street`} error={error?.line?.message} {...register(`${which}.line`)} />
      </div>
      <Field label={`${legend}: city`} error={error?.city?.message} {...register(`${which}.city`)} />
      <Field
        label={`${legend}: state`}
        list={STATES_LIST}
        error={error?.state?.message}
        {...register(`${which}.state`)}
      />
      <Field
        label={`${legend}: PIN code`}
        inputMode="numeric"
        error={error?.pin?.message}
        {...register(`${which}.pin`)}
      />
    </fieldset>
  );
}

function ProfileForm({ initial, savedAccount }: { initial: ProfileFormValues; savedAccount: string | null }) {
  const save = useSaveVendorProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, VendorTaxProfileInput>({
    resolver: zodResolver(VendorTaxProfileRequestSchema) as never,
    defaultValues: initial,
  });
  const submit = handleSubmit((profile) =>
    save.mutate(profile, {
      onSuccess: (saved) =>
        toast.success(saved.profileComplete ? 'Tax profile saved: it is complete.' : 'Tax profile saved.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not save the tax profile.')),
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2"
    >
      <Field label="Legal name" error={errors.legalName?.message} {...register('legalName')} />
      <Field label="Trade name (optional)" error={errors.tradeName?.message} {...register('tradeName')} />
      <Field
        label="GSTIN (leave empty if not registered)"
        hint="Without a GSTIN you sell only within your pickup state."
        error={errors.gstin?.message}
        {...register('gstin')}
      />
      <Field label="PAN" error={errors.pan?.message} {...register('pan')} />
      <AddressFieldset which="pickupAddress" legend="Pickup address" register={register} errors={errors} />
      <AddressFieldset which="returnAddress" legend="Return address" register={register} errors={errors} />
      <IndianStateOptions id={STATES_LIST} />
      <Field
        label="Invoice prefix"
        hint="2 to 4 capital letters, e.g. LH for LH/2627/000123"
        error={errors.invoicePrefix?.message}
        {...register('invoicePrefix')}
      />
      <Field label="Authorised signatory" error={errors.signatoryName?.message} {...register('signatoryName')} />
      <Field label="Account holder" error={errors.bankHolder?.message} {...register('bankHolder')} />
      <Field
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        hint={savedAccount ? `Saved: ${savedAccount}. Leave empty to keep it.` : '9 to 18 digits'}
        error={errors.bankAccountNumber?.message}
        {...register('bankAccountNumber')}
      />
      <Field label="IFSC" error={errors.bankIfsc?.message} {...register('bankIfsc')} />
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-4 accent-clay-600" {...register('turnoverAbove5Crore')} />
        Annual turnover above Rs. 5 crore (HSN codes of 6 digits or more)
      </label>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save tax profile'}
      </Button>
    </form>
  );
}

/** The vendor's tax profile: who it is for GST, where it ships from and takes returns, and where it is paid. */
export function VendorProfilePage() {
  const { data, error, isPending } = useVendorProfile();
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageTitle>Tax profile</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>Error: {errorMessage(error, 'Failed to load your tax profile')}</ErrorMessage>
      ) : (
        <>
          <p className="mb-6 text-muted" data-testid="tax-profile-status">
            {data.profileComplete
              ? 'Your profile is complete: your sales carry GST invoices.'
              : `Still missing: ${data.missing.join(', ')}.`}
          </p>
          <ProfileForm
            key={data.updatedAt ?? 'new'}
            initial={formValuesOf(data)}
            savedAccount={data.bankAccountNumber}
          />
        </>
      )}
    </section>
  );
}
