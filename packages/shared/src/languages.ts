/**
 * The store's languages and how a request's language is chosen. Zod-free, so the API's page server
 * and the web app's first paint share it without pulling a schema library in.
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the header's switch writes, and the query parameter of a page's own Hindi address. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a `Cookie` header's `lang` names, if it names one of the store's. */
export function languageOfCookies(cookieHeader: string | undefined): Language | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The store's language an `Accept-Language` header (or the browser's `navigator.languages`, listed in
 * order) prefers most: 'hi-IN;q=0.9, en;q=0.8' is Hindi. Languages the store lacks are passed over.
 */
export function languageOfAcceptLanguage(header: string | readonly string[] | undefined): Language | undefined {
  const ranges = typeof header === 'string' ? header.split(',') : (header ?? []);
  let best: { language: Language; weight: number } | undefined;
  ranges.forEach((range, position) => {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const language = tag.toLowerCase().split('-')[0];
    if (!isLanguage(language)) return;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    // Equal weights keep the listed order.
    const weight = (quality ? Number(quality.slice(2)) || 0 : 1) - position / 1000;
    if (weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  });
  return best?.language;
}

/**
 * A page's language: its address's `?lang=` (each language's own URL, for search engines), else the
 * visitor's choice (the cookie), else what the browser asks for, else English.
 */
export function chooseLanguage(choices: {
  param?: string | null;
  cookieHeader?: string;
  acceptLanguage?: string | readonly string[];
}): Language {
  if (isLanguage(choices.param)) return choices.param;
  return (
    languageOfCookies(choices.cookieHeader) ?? languageOfAcceptLanguage(choices.acceptLanguage) ?? DEFAULT_LANGUAGE
  );
}

/** A page's address in a language: the bare path is English (and the default), Hindi adds `?lang=hi`. */
export function pathInLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://page.invalid');
  // An English address without ?lang= is given back as it came, every byte of its query kept.
  if (language === DEFAULT_LANGUAGE && !url.searchParams.has(LANGUAGE_PARAM)) return path;
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return `${url.pathname}${url.search}`;
}
