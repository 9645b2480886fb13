import { type VendorTaxProfileInput, VendorTaxProfileRequestSchema } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('vendor');
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="sm:col-span-2">
        <Field
          label={t('profile.street', { address: legend })}
          error={error?.line?.message}
          {...register(`${which}.line`)}
        />
      </div>
      <Field
        label={t('profile.city', { address: legend })}
        error={error?.city?.message}
        {...register(`${which}.city`)}
      />
      <Field
        label={t('profile.state', { address: legend })}
        list={STATES_LIST}
        error={error?.state?.message}
        {...register(`${which}.state`)}
      />
      <Field
        label={t('profile.pin', { address: legend })}
        inputMode="numeric"
        error={error?.pin?.message}
        {...register(`${which}.pin`)}
      />
    </fieldset>
  );
}

function ProfileForm({ initial, savedAccount }: { initial: ProfileFormValues; savedAccount: string | null }) {
  const save = useSaveVendorProfile();
  const { t } = useTranslation('vendor');
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
      onSuccess: (saved) => toast.success(saved.profileComplete ? t('profile.savedComplete') : t('profile.saved')),
      onError: (error) => toast.error(errorMessage(error, t('profile.saveFailed'))),
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2"
    >
      <Field label={t('profile.legalName')} error={errors.legalName?.message} {...register('legalName')} />
      <Field label={t('profile.tradeName')} error={errors.tradeName?.message} {...register('tradeName')} />
      <Field
        label={t('profile.gstin')}
        hint={t('profile.gstinHint')}
        error={errors.gstin?.message}
        {...register('gstin')}
      />
      <Field label={t('profile.pan')} error={errors.pan?.message} {...register('pan')} />
      <AddressFieldset which="pickupAddress" legend={t('profile.pickupAddress')} register={register} errors={errors} />
      <AddressFieldset which="returnAddress" legend={t('profile.returnAddress')} register={register} errors={errors} />
      <IndianStateOptions id={STATES_LIST} />
      <Field
        label={t('profile.invoicePrefix')}
        hint={t('profile.invoicePrefixHint')}
        error={errors.invoicePrefix?.message}
        {...register('invoicePrefix')}
      />
      <Field label={t('profile.signatory')} error={errors.signatoryName?.message} {...register('signatoryName')} />
      <Field label={t('profile.bankHolder')} error={errors.bankHolder?.message} {...register('bankHolder')} />
      <Field
        label={t('profile.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        hint={savedAccount ? t('profile.accountSaved', { account: savedAccount }) : t('profile.accountDigits')}
        error={errors.bankAccountNumber?.message}
        {...register('bankAccountNumber')}
      />
      <Field label={t('profile.ifsc')} error={errors.bankIfsc?.message} {...register('bankIfsc')} />
      <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
        <input type="checkbox" className="size-4 accent-clay-600" {...register('turnoverAbove5Crore')} />
        {t('profile.turnover')}
      </label>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('profile.save')}
      </Button>
    </form>
  );
}

/** The vendor's tax profile: who it is for GST, where it ships from and takes returns, and where it is paid. */
export function VendorProfilePage() {
  const { data, error, isPending } = useVendorProfile();
  const { t } = useTranslation('vendor');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <PageTitle>{t('profile.title')}</PageTitle>
      {isPending ? (
        <Loading label={t('loading')} />
      ) : error ? (
        <ErrorMessage>
          {t('profile.loadFailed', { message: errorMessage(error, t('profile.loadFailedFallback')) })}
        </ErrorMessage>
      ) : (
        <>
          <p className="mb-6 text-muted" data-testid="tax-profile-status">
            {data.profileComplete
              ? t('profile.complete')
              : t('profile.stillMissing', { missing: data.missing.join(', ') })}
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
