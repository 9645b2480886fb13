import { z } from 'zod';
import { textSchema } from './common';
import {
  gstinSchema,
  ifscSchema,
  indianPinSchema,
  indianStateSchema,
  panOfGstin,
  panSchema,
  stateNamed,
} from './india-tax';

/** A part of the profile the vendor may leave empty for now: '' and null both mean not given. */
const notYetGiven = <T extends z.ZodType<string | null>>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullish()
    .transform((value) => value ?? null);

const plainText = (label: string, max: number) =>
  textSchema(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((text) => text || null);

const AddressRequestSchema = (label: string) =>
  z.object(
    {
      line: notYetGiven(plainText(`${label} address`, 300)),
      city: notYetGiven(plainText(`${label} city`, 100)),
      state: notYetGiven(indianStateSchema),
      pin: notYetGiven(indianPinSchema),
    },
    { error: `${label} address must have line, city, state and pin` },
  );

export const BANK_ACCOUNT_PATTERN = /^[0-9]{9,18}$/;

/**
 * `PUT /api/vendor/profile`: the whole profile, any part of which may still be empty. A bank account
 * number left empty keeps the one stored, since the screen shows it only masked.
 */
export const VendorTaxProfileRequestSchema = z
  .object({
    legalName: notYetGiven(plainText('Legal name', 200)),
    tradeName: notYetGiven(plainText('Trade name', 200)),
    gstin: notYetGiven(gstinSchema),
    pan: notYetGiven(panSchema),
    pickupAddress: AddressRequestSchema('Pickup'),
    returnAddress: AddressRequestSchema('Return'),
    invoicePrefix: notYetGiven(
      z
        .string({ error: 'Invoice prefix must be text' })
        .trim()
        .regex(/^[A-Z]{2,4}$/, { error: 'Invoice prefix must be 2 to 4 capital letters' }),
    ),
    bankHolder: notYetGiven(plainText('Account holder', 200)),
    bankAccountNumber: notYetGiven(
      z
        .string({ error: 'Account number must be text' })
        .trim()
        .regex(BANK_ACCOUNT_PATTERN, { error: 'Account number must be 9 to 18 digits' }),
    ),
    bankIfsc: notYetGiven(ifscSchema),
    signatoryName: notYetGiven(plainText('Authorised signatory', 200)),
    turnoverAbove5Crore: z.boolean({ error: 'Turnover above Rs. 5 crore must be true or false' }).default(false),
  })
  .superRefine((profile, context) => {
    if (!profile.gstin) return;
    const pickupState = profile.pickupAddress.state ? stateNamed(profile.pickupAddress.state) : undefined;
    if (pickupState && profile.gstin.slice(0, 2) !== pickupState.code)
      context.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `GSTIN's state code ${profile.gstin.slice(0, 2)} is not that of the pickup state ${pickupState.name} (${pickupState.code})`,
      });
    if (profile.pan && panOfGstin(profile.gstin) !== profile.pan)
      context.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: 'GSTIN must contain the PAN given (characters 3 to 12)',
      });
  });
export type VendorTaxProfileRequest = z.input<typeof VendorTaxProfileRequestSchema>;
export type VendorTaxProfileInput = z.output<typeof VendorTaxProfileRequestSchema>;

export const ProfileAddressSchema = z.object({
  line: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  pin: z.string().nullable(),
});
export type ProfileAddress = z.infer<typeof ProfileAddressSchema>;

/**
 * `GET` and `PUT /api/vendor/profile`, and the operator's vendor view: the profile as stored, the bank
 * account masked (`XXXXXX1234`) except in the answer to its owner's own save; `missing` names what a
 * complete profile still needs, in the words the screen uses.
 */
export const VendorTaxProfileSchema = z.object({
  legalName: z.string().nullable(),
  tradeName: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  pickupAddress: ProfileAddressSchema,
  returnAddress: ProfileAddressSchema,
  invoicePrefix: z.string().nullable(),
  bankHolder: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  signatoryName: z.string().nullable(),
  turnoverAbove5Crore: z.boolean(),
  /** Has a GSTIN; a complete profile without one sells only within its pickup state. */
  registered: z.boolean(),
  profileComplete: z.boolean(),
  missing: z.array(z.string()),
  /**
   * A registered vendor's listed fabrics that shoppers cannot buy until it gives each an HSN code the store
   * has a rate for (6 digits or more above Rs. 5 crore): their tax invoices must name one. 0 otherwise.
   */
  fabricsWithoutHsnCode: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type VendorTaxProfile = z.infer<typeof VendorTaxProfileSchema>;

/** The account number as every screen but its owner's save shows it: all but the last four digits hidden. */
export function maskedBankAccount(accountNumber: string): string {
  return `${'X'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;
}
