/**
 * Every date and time a person reads (screens, mails, CSVs) is shown in India's time, whatever the
 * time zone of the server that renders it or of the browser that shows it. India keeps one offset
 * (+05:30) all year.
 */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const STYLES = {
  /** 29 Nov 2026 */
  day: { dateStyle: 'medium' },
  /** 29 November 2026 */
  longDay: { dateStyle: 'long' },
  /** 29 Nov 2026, 2:30 am */
  dayAndTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 29 November 2026 at 2:30 am */
  longDayAndTime: { dateStyle: 'long', timeStyle: 'short' },
  /** Sunday, 29 November 2026 at 2:30 am */
  fullDayAndTime: { dateStyle: 'full', timeStyle: 'short' },
  /** 2026-11-29 02:30 (a CSV cell a spreadsheet sorts) */
  sortable: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type IndiaTimeStyle = keyof typeof STYLES;

/** The reader's language: English (the default) or Hindi, whose month and day names 'hi-IN' gives. */
export type IndiaTimeLanguage = 'en' | 'hi';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: IndiaTimeStyle, language: IndiaTimeLanguage): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = style === 'sortable' ? 'sv-SE' : `${language}-IN`;
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: STORE_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant (ISO text, Date or epoch milliseconds) as India's calendar and clock show it, in the reader's language. */
export const formatInIndia = (
  at: string | number | Date,
  style: IndiaTimeStyle,
  language: IndiaTimeLanguage = 'en',
): string => formatterFor(style, language).format(typeof at === 'string' ? new Date(at) : at);

/** The financial year (1 April to 31 March, India time) an instant falls in, named by its first year: 2026 for 2026-27. */
export function financialYearOf(at: string | number | Date): number {
  const [year, month] = formatInIndia(at, 'sortable').slice(0, 7).split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}
