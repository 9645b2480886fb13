import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-provider';

/**
 * The header's (and the phone menu's) switch: it names the other language in that language's own
 * script, as Indian stores do, and the page changes language in place, at the same address.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const other = language === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      onClick={() => void switchLanguage(other)}
      className={`rounded-full px-3 py-2 text-sm font-semibold text-ink transition-colors hover:bg-sand hover:text-clay-700 ${className}`}
    >
      {/* The name a screen reader gives starts with the words on the button, as a voice user says them. */}
      <span lang={other}>{t('languageSwitch.label')}</span>
      <span className="sr-only">: {t('languageSwitch.aria')}</span>
    </button>
  );
}
