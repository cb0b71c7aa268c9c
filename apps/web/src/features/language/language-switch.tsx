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
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 ${className}`}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other).finally(() => setBusy(false));
      }}
    >
      <Languages aria-hidden="true" className="size-5" />
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
