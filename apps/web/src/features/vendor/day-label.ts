const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "23 Nov" for the store's day "2026-11-23" (a calendar date, so read as UTC to keep it whole). */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
