import type { ParseKeys, TFunction } from 'i18next';

/** The field names the shared schemas write into their messages ('City is required'). */
const FIELD_NAMES: Record<string, ParseKeys<'common'>> = {
  Name: 'fieldErrors.fields.name',
  Email: 'fieldErrors.fields.email',
  Password: 'fieldErrors.fields.password',
  'Current password': 'fieldErrors.fields.currentPassword',
  Phone: 'fieldErrors.fields.phone',
  Address: 'fieldErrors.fields.address',
  City: 'fieldErrors.fields.city',
  State: 'fieldErrors.fields.state',
  'Postal code': 'fieldErrors.fields.postalCode',
  Country: 'fieldErrors.fields.country',
};

/** Whole messages of the shared schemas (packages/shared) and of the new-password fields. */
const WHOLE_MESSAGES: Record<string, ParseKeys<'common'>> = {
  'Email must be a valid email address': 'fieldErrors.emailInvalid',
  'Phone must be 6 to 20 digits, spaces or dashes': 'fieldErrors.phoneInvalid',
  'Phone must be a 10-digit Indian mobile number, such as 98765 43210 (+91 or 0 before it is fine)':
    'fieldErrors.mobileInvalid',
  'State must be a state or union territory of India (e.g. Maharashtra or MH)': 'fieldErrors.stateInvalid',
  'Postal code must be a 6-digit PIN code, not starting with 0': 'fieldErrors.pinInvalid',
  'Country must be India: Fabric-Store delivers within India only': 'fieldErrors.countryIndia',
  'The passwords do not match': 'fieldErrors.passwordsDiffer',
};

const REQUIRED = /^(.+) is required$/;
const TOO_LONG = /^(.+) must be at most (\d+) characters$/;
const PASSWORD_TOO_SHORT = /^Password must be at least (\d+) characters$/;

/** The shapes of the shared schemas' other messages, for any field: its name stays as the schema wrote it. */
const SHAPES: [RegExp, ParseKeys<'common'>, 'max' | 'min' | undefined][] = [
  [/^(.+) must be at most ([\d,]+) characters$/, 'fieldErrors.tooLongOf', 'max'],
  [/^(.+) must be at least ([\d,]+) characters$/, 'fieldErrors.tooShortOf', 'min'],
  [/^(.+) must be at most ([\d,.]+(?:%| cm| m| GSM)?)$/, 'fieldErrors.atMostOf', 'max'],
  [/^(.+) must be at least ([\d,.]+(?:%| cm| m| GSM)?)$/, 'fieldErrors.atLeastOf', 'min'],
  [/^(.+) must be a number$/, 'fieldErrors.numberOf', undefined],
  [/^(.+) must be a whole number$/, 'fieldErrors.wholeNumberOf', undefined],
];

function shapedMessageIn(t: TFunction<'common'>, message: string): string | undefined {
  for (const [shape, key, bound] of SHAPES) {
    const match = shape.exec(message);
    if (!match?.[1]) continue;
    const known = FIELD_NAMES[match[1]];
    return t(key, { field: known ? t(known) : match[1], ...(bound && { [bound]: match[2] }) });
  }
  return undefined;
}

/**
 * A form's validation message in the reader's language. The shared schemas word their messages once,
 * in English, for the API and the forms alike; here they are looked up by that text and worded again
 * from the catalogue (in English the catalogue gives back the same text). A message not known here,
 * or already in the reader's language, is shown as it is.
 */
export function schemaMessageIn(t: TFunction<'common'>, message: string): string {
  const whole = WHOLE_MESSAGES[message];
  if (whole) return t(whole);
  const shortPassword = PASSWORD_TOO_SHORT.exec(message);
  if (shortPassword) return t('fieldErrors.passwordTooShort', { min: shortPassword[1] });
  const tooLong = TOO_LONG.exec(message);
  const tooLongField = tooLong?.[1] && FIELD_NAMES[tooLong[1]];
  if (tooLongField) return t('fieldErrors.tooLong', { field: t(tooLongField), max: tooLong[2] });
  const required = REQUIRED.exec(message);
  const requiredField = required?.[1] && FIELD_NAMES[required[1]];
  if (requiredField) return t('fieldErrors.required', { field: t(requiredField) });
  return shapedMessageIn(t, message) ?? message;
}
