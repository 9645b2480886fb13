import { z } from 'zod';
import { textSchema } from './common';

/** The parts of a postal address, in the order a label prints them; `address` is the street (may hold line breaks). */
export const ADDRESS_PARTS = ['address', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export const ADDRESS_PART_LABELS: Record<AddressPart, string> = {
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
};

export const ADDRESS_PART_MAX_LENGTH = 200;

const optionalPart = (label: string) =>
  textSchema(label)
    .trim()
    .max(ADDRESS_PART_MAX_LENGTH, { error: `${label} must be at most ${ADDRESS_PART_MAX_LENGTH} characters` });

/**
 * A user's address in the same parts an order ships to, so checkout can pre-fill exactly what the
 * profile holds. Any part may be empty: the profile's address is optional.
 */
export const AddressPartsSchema = z.object({
  address: optionalPart('Address'),
  city: optionalPart('City'),
  state: optionalPart('State'),
  postalCode: optionalPart('Postal code'),
  country: optionalPart('Country'),
});
export type AddressParts = z.infer<typeof AddressPartsSchema>;

export const EMPTY_ADDRESS_PARTS: AddressParts = { address: '', city: '', state: '', postalCode: '', country: '' };

/**
 * The address on one line, as the spec's `address` string carries it: "221 MG Road, Bengaluru,
 * Karnataka 560001, India". Street line breaks become commas; empty parts leave no stray commas.
 */
export function formatAddressLine(parts: AddressParts): string {
  const street = parts.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  const region = [parts.state.trim(), parts.postalCode.trim()].filter(Boolean).join(' ');
  return [street, parts.city.trim(), region, parts.country.trim()].filter(Boolean).join(', ');
}

/** The message for a mobile number that is not one; the address form and the API say the same. */
export const indianMobileMessage = (label: string) =>
  `${label} must be a 10-digit Indian mobile number, such as 98765 43210 (+91 or 0 before it is fine)`;

/**
 * A 10-digit Indian mobile number as people write it (`98765 43210`, `+91-98765-43210`, `098765 43210`),
 * as its 10 digits; null when it is not one. Mobile numbers start with 6, 7, 8 or 9.
 */
export function indianMobileDigits(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  const national = digits.replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

/** An optional mobile number: empty stays empty; any other text must be an Indian mobile number, kept as its 10 digits. */
export const optionalIndianMobile = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((text, context) => {
      if (text === '') return '';
      const digits = indianMobileDigits(text);
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: indianMobileMessage(label) });
      return z.NEVER;
    });
