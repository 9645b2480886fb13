import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  languageOfCookies,
} from '@fabric-store/shared/languages';
import type { i18n } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { apiRequest, translateApiErrorsWith } from '../lib/api-client';
import { useSession } from '../lib/session';
import { loadCatalogue } from './catalogue';
import { addCatalogue, loadRefusalWords } from './create-i18n';

interface LanguageChoice {
  language: Language;
  /** Loads the language's catalogue if need be, shows every screen in it and remembers the choice. */
  switchLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's language was chosen for it, as the page server's chooseLanguage reads a choice: by its
 * address (`?lang=`) or by the switch before (the cookie).
 */
function chosenForThisPage(): boolean {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguage(asked) || languageOfCookies(document.cookie) !== undefined;
}

/** The visitor's choice, read by the server for the next page it renders (the page server's chooseLanguage). */
function rememberForVisitor(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server on the next page.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  document.documentElement.lang = language;
}

/**
 * The chosen language for the whole app, around react-i18next's provider. A signed-in user whose
 * profile names a language gets it when signing in, and on a page opened signed in that no address or
 * earlier switch chose a language for; a switch by a signed-in user is written to the profile, so that
 * mails follow it.
 */
export function LanguageProvider({ instance, children }: { instance: i18n; children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => (isLanguage(instance.language) ? instance.language : 'en'));
  const { user, setUser } = useSession();

  const show = useCallback(
    async (next: Language) => {
      if (!instance.hasResourceBundle(next, 'common')) addCatalogue(instance, next, await loadCatalogue(next));
      await instance.changeLanguage(next);
      rememberForVisitor(next);
      setLanguage(next);
    },
    [instance],
  );

  const switchLanguage = useCallback(
    async (next: Language) => {
      await show(next);
      if (!user) return;
      setUser({ ...user, language: next });
      // The profile keeps what is not sent (phone, address), so mails follow the choice; should the
      // update be refused, the cookie still holds it for this browser.
      await apiRequest('/api/users/profile/update', {
        method: 'PUT',
        body: { name: user.name, email: user.email, language: next },
      }).catch(() => undefined);
    },
    [show, user, setUser],
  );

  const profileLanguage = (user as { language?: unknown } | null)?.language;
  const signedInAtOpening = useRef(user?._id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only signing in applies the profile's language; later switches win.
  useEffect(() => {
    const openedSignedIn = user?._id !== undefined && user._id === signedInAtOpening.current;
    if (openedSignedIn && chosenForThisPage()) return;
    if (isLanguage(profileLanguage) && profileLanguage !== instance.language) void show(profileLanguage);
  }, [user?._id]);

  useEffect(() => {
    // The refusals' words, and the code that finds them, are fetched with the first refusal: most
    // visits meet none.
    let sayRefusal: typeof import('./api-error-words').apiErrorWords | undefined;
    translateApiErrorsWith(
      language === 'en'
        ? undefined
        : {
            load: async () => {
              const [words] = await Promise.all([import('./api-error-words'), loadRefusalWords(instance)]);
              sayRefusal = words.apiErrorWords;
            },
            say: (error) =>
              error.status === 0 ? instance.t('apiErrors.offline') : sayRefusal?.(instance, error.code, error.message),
          },
    );
  }, [language, instance]);

  const value = useMemo(() => ({ language, switchLanguage }), [language, switchLanguage]);
  return (
    <I18nextProvider i18n={instance}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** What a part rendered outside the app's providers (a test's bare render) speaks: the default, fixed. */
const DEFAULT_CHOICE: LanguageChoice = { language: DEFAULT_LANGUAGE, switchLanguage: async () => {} };

export function useLanguage(): LanguageChoice {
  return useContext(LanguageContext) ?? DEFAULT_CHOICE;
}
