import { createContext, useContext } from 'react';

/**
 * The absolute origin of the store (`PUBLIC_URL` on the server, else the address the page was asked
 * for), so that canonical and link-preview URLs are the same on the server and after hydration.
 */
const SiteOriginContext = createContext('');

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
