import type { Language } from '@fabric-store/shared/languages';

const shortDays = new Map<Language, Intl.DateTimeFormat>();

/** "23 Nov" ("23 नव॰" in Hindi) for the store's day "2026-11-23" (a calendar date, so read as UTC to keep it whole). */
export function dayLabel(day: string, language: Language): string {
  let format = shortDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    shortDays.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
