import { z } from 'zod';
import { ADDRESS_PART_MAX_LENGTH, optionalIndianMobile } from './address';
import { IdSchema, textSchema } from './common';
import { indianCountrySchema, indianPin, indianState } from './india-tax';

/** The most addresses one shopper keeps. */
export const MAX_SAVED_ADDRESSES = 20;

const part = (label: string, required: boolean) => {
  const schema = textSchema(label, `${label} is required`)
    .trim()
    .max(ADDRESS_PART_MAX_LENGTH, { error: `${label} must be at most ${ADDRESS_PART_MAX_LENGTH} characters` });
  return required ? schema.min(1, { error: `${label} is required` }) : schema;
};

/** `POST /api/users/addresses` and `PUT /api/users/addresses/{id}`: an address in India, as checkout takes it. */
export const SavedAddressRequestSchema = z.object({
  name: part('Name', false).max(100, { error: 'Name must be at most 100 characters' }).default(''),
  address: part('Address', true),
  city: part('City', true),
  state: indianState('State'),
  postalCode: indianPin('Postal code'),
  country: indianCountrySchema,
  phone: optionalIndianMobile('Phone').default(''),
  /** Makes it the default (the one checkout pre-fills); the first address saved is the default anyway. */
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export type SavedAddressRequest = z.input<typeof SavedAddressRequestSchema>;

export const SavedAddressSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** `GET /api/users/addresses`: the default first, then newest first. */
export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;
