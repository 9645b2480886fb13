/**
 * Names joined as a sentence lists them in the reader's language. Kept apart from the React formats so
 * that the refusal wording, which the language provider imports, can share it without an import cycle.
 */

export type ListKind = 'and' | 'or';

const TYPES: Record<ListKind, Intl.ListFormatType> = { and: 'conjunction', or: 'disjunction' };

// One formatter per language and kind: building one reads the locale's data, each list only formats.
const formats = new Map<string, Intl.ListFormat>();

/** 'A, B and C' or 'A, B or C' in English; 'A, B और C' or 'A, B या C' in Hindi. */
export function formatList(items: string[], language: 'en' | 'hi', kind: ListKind = 'and'): string {
  const key = `${language} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(`${language}-IN`, { type: TYPES[kind] });
    formats.set(key, format);
  }
  return format.format(items);
}
