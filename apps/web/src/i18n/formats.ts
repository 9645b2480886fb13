import { formatInIndia, type IndiaTimeStyle } from '@fabric-store/shared';
import { useLanguage } from './language-provider';
import { formatList } from './list-format';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count or measure with Indian grouping (1,23,456) in the reader's language; 'hi-IN' keeps Latin digits. */
export function formatNumber(value: number, language: 'en' | 'hi', digits = 0): string {
  const key = `${language} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-IN`, { maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Dates in India time and numbers with Indian grouping, in the language the reader chose. */
export function useFormats() {
  const { language } = useLanguage();
  return {
    language,
    date: (at: string | number | Date, style: IndiaTimeStyle) => formatInIndia(at, style, language),
    number: (value: number, digits?: number) => formatNumber(value, language, digits),
    list: (items: string[]) => formatList(items, language),
  };
}
