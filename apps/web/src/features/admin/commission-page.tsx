import type { CommissionSettings, CommissionSettingsView } from '@fabric-store/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAddCategory, useCategories, useCommission, useSaveCommission, useVendorSearch } from './api';
import { type CommissionFormInput, CommissionFormSchema, commissionFormValues } from './commission-form-schema';
import { ConsoleHeading, Loaded } from './console-parts';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The marketplace's commission: a default percent, and percents of its own for a category or a vendor. */
export function CommissionPage() {
  const { t } = useTranslation('admin');
  const commission = useCommission();
  const categories = useCategories();
  return (
    <>
      <ConsoleHeading title={t('console.sections.commission')} />
      <p className="mb-6 max-w-2xl text-sm text-muted">{t('commission.explanation')}</p>
      <Loaded query={commission}>
        {(settings) => (
          <Loaded query={categories}>
            {({ categories: known }) => <CommissionForm settings={settings} known={known} />}
          </Loaded>
        )}
      </Loaded>
    </>
  );
}

function CommissionForm({ settings, known }: { settings: CommissionSettingsView; known: string[] }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const save = useSaveCommission();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CommissionFormInput, unknown, CommissionSettings>({
    resolver: zodResolver(CommissionFormSchema),
    defaultValues: commissionFormValues(settings, known),
  });
  const categories = useFieldArray({ control, name: 'categories' });
  const vendors = useFieldArray({ control, name: 'vendors' });

  const submit = handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => toast.success(t('commission.saved')),
      onError: (error) => toast.error(errorMessage(error, t('commission.couldNotSave'))),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-6">
      <section aria-labelledby="commission-default" className="rounded-2xl border border-ink/10 bg-white p-6">
        <h2 id="commission-default" className="text-lg font-semibold">
          {t('commission.default')}
        </h2>
        <Field
          label={t('commission.defaultPercent')}
          inputMode="decimal"
          hint={t('commission.percentHint')}
          className="mt-2 max-w-40"
          error={errors.defaultPercent?.message}
          {...register('defaultPercent')}
        />
      </section>

      <section aria-labelledby="commission-categories" className="rounded-2xl border border-ink/10 bg-white p-6">
        <h2 id="commission-categories" className="text-lg font-semibold">
          {t('commission.byCategory')}
        </h2>
        <p className="text-sm text-muted">{t('commission.blankTakesDefault')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {categories.fields.map((field, index) => (
            <Field
              key={field.id}
              label={`${tCommon(`categories.${field.category}`, { defaultValue: capitalised(field.category) })} (%)`}
              inputMode="decimal"
              error={errors.categories?.[index]?.percent?.message}
              {...register(`categories.${index}.percent`)}
            />
          ))}
        </div>
        <CategoryAdder onAdded={(name) => categories.append({ category: name, percent: '' })} />
      </section>

      <section aria-labelledby="commission-vendors" className="rounded-2xl border border-ink/10 bg-white p-6">
        <h2 id="commission-vendors" className="text-lg font-semibold">
          {t('commission.byVendor')}
        </h2>
        {vendors.fields.length === 0 ? (
          <p className="text-sm text-muted">{t('commission.noVendor')}</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {vendors.fields.map((field, index) => (
              <li key={field.id} className="flex flex-wrap items-start gap-3">
                <Field
                  label={`${field.name} (%)`}
                  inputMode="decimal"
                  className="max-w-40"
                  error={errors.vendors?.[index]?.percent?.message}
                  {...register(`vendors.${index}.percent`)}
                />
                <Button variant="secondary" className="mt-7" onClick={() => vendors.remove(index)}>
                  {t('commission.remove')}{' '}
                  <span className="sr-only">{t('commission.percentOf', { name: field.name })}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <VendorFinder
          chosen={vendors.fields.map((field) => field.vendorId)}
          onChoose={(vendor) =>
            vendors.append({ vendorId: vendor._id, name: vendor.name, percent: getValues('defaultPercent') })
          }
        />
      </section>

      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {t('commission.save')}
        </Button>
      </div>
    </form>
  );
}

/** Adds a category to the store's one list: vendors may then list fabrics under it, and it may have a percent. */
function CategoryAdder({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState('');
  const add = useAddCategory();
  const submit = () => {
    if (add.isPending || name.trim() === '') return;
    add.mutate(name, {
      onSuccess: ({ categories }) => {
        const added = categories.at(-1) ?? name.trim().toLowerCase();
        toast.success(t('commission.categoryAdded', { category: added }));
        onAdded(added);
        setName('');
      },
      onError: (error) => toast.error(errorMessage(error, t('commission.couldNotAddCategory'))),
    });
  };
  // Inside the commission form, so Enter adds here instead of saving the form.
  return (
    <div className="mt-6 flex items-end gap-2 border-t border-ink/10 pt-4">
      <Field
        label={t('commission.newCategory')}
        value={name}
        className="w-72 max-w-full"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
      <Button variant="secondary" aria-disabled={add.isPending || undefined} onClick={submit}>
        {t('commission.addCategory')}
      </Button>
    </div>
  );
}

/** Finds a vendor by name or email to give it a percent of its own. */
function VendorFinder({
  chosen,
  onChoose,
}: {
  chosen: string[];
  onChoose: (vendor: { _id: string; name: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useVendorSearch(q);
  // Inside the commission form, so Enter searches here instead of saving the form.
  return (
    <div className="mt-6 border-t border-ink/10 pt-4">
      <div className="mb-4 flex items-end gap-2">
        <Field
          label={t('commission.findVendor')}
          value={text}
          className="w-72 max-w-full"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setQ(text.trim());
          }}
        />
        <Button variant="secondary" onClick={() => setQ(text.trim())}>
          {t('commission.find')}
        </Button>
      </div>
      {q && found.data ? (
        found.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t('balances.noMatch', { q })}</p>
        ) : (
          <ul aria-label={t('commission.vendorsFound')} className="grid gap-2">
            {found.data.items.map((vendor) => (
              <li key={vendor._id} className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  <span className="font-semibold">{vendor.name}</span>{' '}
                  <span className="text-muted">{vendor.email}</span>
                </span>
                <Button variant="secondary" disabled={chosen.includes(vendor._id)} onClick={() => onChoose(vendor)}>
                  {t('commission.add')} <span className="sr-only">{vendor.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
