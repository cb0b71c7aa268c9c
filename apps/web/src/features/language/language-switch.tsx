import { useEffect, useState } from 'react';
import { Languages } from 'lucide-react';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { selectCurrentUser, useSessionStore } from '../auth';
import { chooseLanguage, showLanguage } from './choose-language';

/**
 * Switches between English and Swahili. It names the other language in that language
 * ("Kiswahili" on an English screen), so someone who cannot read this one finds it.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const other = currentLanguage() === 'sw' ? 'en' : 'sw';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t('app.language.switchTo')}
      data-language-switch
      disabled={busy}
      // Narrower on a phone, where the header also holds "List your property".
      className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 sm:gap-1.5 sm:px-3 sm:text-base ${className}`}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other).finally(() => setBusy(false));
      }}
    >
      <Languages aria-hidden="true" className="hidden size-5 min-[400px]:inline" />
      {t('app.language.other')}
    </button>
  );
}

/**
 * Signing in on a device (or the account's language changing elsewhere) brings the
 * account's language here: the session's user carries it.
 */
export function FollowAccountLanguage() {
  const language = useSessionStore(selectCurrentUser)?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void showLanguage(language);
  }, [language]);
  return null;
}
