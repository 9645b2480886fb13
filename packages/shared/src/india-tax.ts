import { z } from 'zod';

/**
 * The 36 states and union territories with their GST state codes (the first two digits of a GSTIN)
 * and the short forms shoppers type: vehicle registration and ISO 3166-2:IN codes and older names.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir', shortForms: ['JK', 'J&K', 'Jammu & Kashmir'] },
  { code: '02', name: 'Himachal Pradesh', shortForms: ['HP'] },
  { code: '03', name: 'Punjab', shortForms: ['PB'] },
  { code: '04', name: 'Chandigarh', shortForms: ['CH'] },
  { code: '05', name: 'Uttarakhand', shortForms: ['UK', 'UT', 'Uttaranchal'] },
  { code: '06', name: 'Haryana', shortForms: ['HR'] },
  { code: '07', name: 'Delhi', shortForms: ['DL', 'New Delhi', 'NCT of Delhi'] },
  { code: '08', name: 'Rajasthan', shortForms: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', shortForms: ['UP'] },
  { code: '10', name: 'Bihar', shortForms: ['BR', 'BH'] },
  { code: '11', name: 'Sikkim', shortForms: ['SK'] },
  { code: '12', name: 'Arunachal Pradesh', shortForms: ['AR'] },
  { code: '13', name: 'Nagaland', shortForms: ['NL'] },
  { code: '14', name: 'Manipur', shortForms: ['MN'] },
  { code: '15', name: 'Mizoram', shortForms: ['MZ'] },
  { code: '16', name: 'Tripura', shortForms: ['TR'] },
  { code: '17', name: 'Meghalaya', shortForms: ['ML'] },
  { code: '18', name: 'Assam', shortForms: ['AS'] },
  { code: '19', name: 'West Bengal', shortForms: ['WB'] },
  { code: '20', name: 'Jharkhand', shortForms: ['JH'] },
  { code: '21', name: 'Odisha', shortForms: ['OD', 'OR', 'Orissa'] },
  { code: '22', name: 'Chhattisgarh', shortForms: ['CG', 'CT'] },
  { code: '23', name: 'Madhya Pradesh', shortForms: ['MP'] },
  { code: '24', name: 'Gujarat', shortForms: ['GJ'] },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    shortForms: ['DH', 'DN', 'DD', 'DNHDD', 'Daman and Diu', 'Dadra and Nagar Haveli'],
  },
  { code: '27', name: 'Maharashtra', shortForms: ['MH'] },
  { code: '29', name: 'Karnataka', shortForms: ['KA'] },
  { code: '30', name: 'Goa', shortForms: ['GA'] },
  { code: '31', name: 'Lakshadweep', shortForms: ['LD'] },
  { code: '32', name: 'Kerala', shortForms: ['KL'] },
  { code: '33', name: 'Tamil Nadu', shortForms: ['TN'] },
  { code: '34', name: 'Puducherry', shortForms: ['PY', 'Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', shortForms: ['AN', 'Andaman & Nicobar', 'Andaman and Nicobar'] },
  { code: '36', name: 'Telangana', shortForms: ['TS', 'TG'] },
  { code: '37', name: 'Andhra Pradesh', shortForms: ['AP'] },
  { code: '38', name: 'Ladakh', shortForms: ['LA'] },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * The union territories without a legislature (Chandigarh, Dadra and Nagar Haveli and Daman and Diu,
 * Lakshadweep, Andaman and Nicobar Islands, Ladakh): within one, the second half of GST is Union territory
 * tax (UTGST Act, 2017), not state tax. Delhi, Puducherry and Jammu and Kashmir have legislatures: SGST.
 */
const WITHOUT_LEGISLATURE: ReadonlySet<string> = new Set(['04', '26', '31', '35', '38']);

/** The name of the second half of GST on a supply within the state or union territory of `stateCode`. */
export const stateTaxOf = (stateCode: string | null): 'SGST' | 'UTGST' =>
  stateCode !== null && WITHOUT_LEGISLATURE.has(stateCode) ? 'UTGST' : 'SGST';
export type IndianStateName = IndianState['name'];

/** Lower case, '&' as 'and', no dots, single spaces: "J. & K." and "j and k" compare equal. */
function normalisedStateText(text: string): string {
  return text.toLowerCase().replaceAll('&', ' and ').replaceAll('.', '').replace(/\s+/g, ' ').trim();
}

const STATES_BY_TEXT = new Map<string, IndianState>(
  INDIAN_STATES.flatMap((state) =>
    [state.name, ...state.shortForms].map((text) => [normalisedStateText(text), state] as const),
  ),
);
for (const state of INDIAN_STATES)
  STATES_BY_TEXT.set(normalisedStateText(state.name.replaceAll(' and ', ' & ')), state);

/** The state or union territory the text names, by name or short form without case ("mh" → Maharashtra); undefined otherwise. */
export function stateNamed(text: string): IndianState | undefined {
  return STATES_BY_TEXT.get(normalisedStateText(text));
}

/** The state whose GST state code this is ("27" → Maharashtra). */
export function stateOfCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.code === code);
}

export const INDIAN_STATE_NAMES: readonly IndianStateName[] = INDIAN_STATES.map((state) => state.name);

/** A state by name or short form, given back as its full name; `label` names the field in the messages. */
export const indianState = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .transform((text, context) => {
      const state = stateNamed(text);
      if (state) return state.name;
      context.addIssue({
        code: 'custom',
        message: `${label} must be a state or union territory of India (e.g. Maharashtra or MH)`,
      });
      return z.NEVER;
    });

export const indianStateSchema = indianState('State');

/** A 6-digit PIN code, not starting with 0; `label` names the field in the message. */
export const indianPin = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, { error: `${label} must be a 6-digit PIN code, not starting with 0` });

export const indianPinSchema = indianPin('PIN code');

const NAMES_OF_INDIA = new Set(['india', 'in', 'ind', 'bharat']);

/** The store delivers within India only: "India" (or IN, IND, Bharat, in any case), stored as "India". */
export const indianCountrySchema = z
  .string({ error: 'Country must be text' })
  .trim()
  .refine((text) => NAMES_OF_INDIA.has(text.toLowerCase()), {
    error: 'Country must be India: Fabric-Store delivers within India only',
  })
  .transform(() => 'India');

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const panSchema = z
  .string({ error: 'PAN must be text' })
  .trim()
  .toUpperCase()
  .regex(PAN_PATTERN, { error: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (e.g. AAPFU0939F)' });

export const ifscSchema = z
  .string({ error: 'IFSC must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, {
    error: 'IFSC must be 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234)',
  });

export const hsnCodeSchema = z
  .string({ error: 'HSN code must be text' })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, { error: 'HSN code must be 4, 6 or 8 digits' });

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTN's check character of a GSTIN's first 14 characters: mod 36, weights 1 and 2 alternating, digits of each product in base 36 added. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The GSTIN of a registration: state code, PAN, entity number, Z and the check character (`27AAPFU0939F1ZV`). */
export function buildGstin(stateCode: string, pan: string, entity = '1'): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Why a GSTIN is refused, or null when it is well formed with a right check character. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin) || !stateOfCode(gstin.slice(0, 2)))
    return 'GSTIN format is wrong: 15 characters, a state code, the PAN, an entity digit, Z and a check character (e.g. 27AAPFU0939F1ZV)';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
    return 'GSTIN checksum is wrong: its last character does not match; check it for a typing mistake';
  return null;
}

/** A GSTIN, upper-cased; the message says whether the format or the checksum is wrong. */
export const gstinSchema = z
  .string({ error: 'GSTIN must be text' })
  .trim()
  .toUpperCase()
  .superRefine((gstin, context) => {
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);
