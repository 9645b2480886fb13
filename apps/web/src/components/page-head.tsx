import { LANGUAGES, pathInLanguage } from '@fabric-store/shared/languages';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language-provider';
import { useSiteOrigin } from '../lib/site-origin';

interface PageHeadProps {
  title: string;
  description: string;
  /** The page's own path and query (no origin); search engines and link previews use it as the page's address. */
  path: string;
  /** Kept out of search results (the not-found page). */
  noIndex?: boolean;
  /** Further tags of the page, such as a product's image. */
  children?: ReactNode;
}

/**
 * A public page's title, description, canonical URL, its addresses in each language and link-preview
 * tags. React 19 moves them into <head>, on the server as in the browser, and swaps them as the
 * shopper moves between pages. Each language has its own address (English the bare one, Hindi
 * `?lang=hi`), each the canonical of its own language, and the bare one is the x-default.
 */
export function PageHead({ title, description, path, noIndex = false, children }: PageHeadProps) {
  const origin = useSiteOrigin();
  const { language } = useLanguage();
  const url = `${origin}${pathInLanguage(path, language)}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noIndex
        ? null
        : [...LANGUAGES, 'x-default' as const].map((hreflang) => (
            <link
              key={hreflang}
              rel="alternate"
              hrefLang={hreflang}
              href={`${origin}${pathInLanguage(path, hreflang === 'x-default' ? 'en' : hreflang)}`}
            />
          ))}
      <meta property="og:site_name" content="Fabric-Store" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {children ?? <meta property="og:type" content="website" />}
    </>
  );
}
