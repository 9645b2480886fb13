import { ADDRESS_PARTS, type AddressPart, type AddressParts, INDIAN_STATE_NAMES } from '@fabric-store/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaField } from './field';

const AUTOCOMPLETE: Record<AddressPart, string> = {
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

interface AddressFieldsProps {
  /** The form's registration of each part, and its message when invalid. */
  fieldFor: (part: AddressPart) => UseFormRegisterReturn & { error?: string | undefined };
  required?: boolean;
}

/** The 36 states and union territories, offered as a state field is typed in (short forms like MH are accepted too). */
export function IndianStateOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {INDIAN_STATE_NAMES.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/**
 * The address in its parts, the same on register, profile and checkout: a multi-line street, then
 * city, state (suggested as typed from India's 36), postal code and country. Lays itself out in a
 * two-column grid from the small breakpoint.
 */
export function AddressFields({ fieldFor, required = false }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const statesId = useId();
  const fields = ADDRESS_PARTS.map((part) => {
    const { error, ...registration } = fieldFor(part);
    return part === 'address' ? (
      <div key={part} className="sm:col-span-2">
        <TextAreaField
          label={t(`address.${part}`)}
          autoComplete={AUTOCOMPLETE[part]}
          rows={2}
          required={required}
          error={error}
          {...registration}
        />
      </div>
    ) : (
      <Field
        key={part}
        label={t(`address.${part}`)}
        autoComplete={AUTOCOMPLETE[part]}
        required={required}
        error={error}
        {...(part === 'state' && { list: statesId })}
        {...registration}
      />
    );
  });
  return (
    <>
      {fields}
      <IndianStateOptions id={statesId} />
    </>
  );
}

/** An address as a label prints it: street lines, then "City, State Postal code", then the country. */
export function AddressLines({ parts, name }: { parts: AddressParts; name?: string | undefined }) {
  const locality = [parts.city, [parts.state, parts.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      {name ? <span className="block">{name}</span> : null}
      {parts.address ? <span className="block whitespace-pre-line">{parts.address}</span> : null}
      {locality ? <span className="block">{locality}</span> : null}
      {parts.country ? <span className="block">{parts.country}</span> : null}
    </>
  );
}
