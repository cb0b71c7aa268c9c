import './account-texts';
import { useState } from 'react';
import { Feather, Languages, Mail, type LucideIcon } from 'lucide-react';
import { currentLanguage, useTranslation } from '../../i18n/use-translation';
import { chooseDataSaver, useDataSaver } from '../../lib/data-saver';
import { chooseLanguage } from '../language';
import { useMessageMails, useSetMessageMails } from '../messages';

// The rounded list clips what is outside it, so the focus ring is drawn inside each row.
export const rowClass =
  'flex min-h-14 w-full items-center gap-4 px-4 py-3 text-left font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-offset-[-3px]';

export function MenuIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** Language: the one in use, and a tap switches to the other (named in its own language). */
export function LanguageRow() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const other = currentLanguage() === 'sw' ? 'en' : 'sw';
  return (
    <li>
      <button
        type="button"
        className={rowClass}
        disabled={busy}
        aria-label={`${t('app.language.label')}: ${t('app.language.current')}. ${t('app.language.switchTo')}`}
        onClick={() => {
          setBusy(true);
          void chooseLanguage(other).finally(() => setBusy(false));
        }}
      >
        <MenuIcon icon={Languages} />
        <span className="flex-1">
          {t('app.language.label')}: {t('app.language.current')}
        </span>
        <span lang={other} className="text-sm font-medium text-brand-700">
          {t('app.language.other')}
        </span>
      </button>
    </li>
  );
}

/** Data saver: on, every photo comes in its smallest file and maps wait for a tap. */
export function DataSaverRow() {
  const { t } = useTranslation();
  const saving = useDataSaver();
  return (
    <li>
      <button
        type="button"
        className={rowClass}
        aria-pressed={saving}
        aria-describedby="data-saver-hint"
        onClick={() => chooseDataSaver(!saving)}
      >
        <MenuIcon icon={Feather} />
        <span className="flex-1">
          {t('account.settings.dataSaver')}
          <span id="data-saver-hint" className="block text-sm font-normal text-stone-600">
            {t('account.settings.dataSaverHint')}
          </span>
        </span>
        <span className="text-sm font-medium text-brand-700">
          {saving ? t('account.settings.on') : t('account.settings.off')}
        </span>
      </button>
    </li>
  );
}

/** Whether a message left unread for ten minutes is e-mailed (on by default). */
export function MessageMailsRow() {
  const { t } = useTranslation();
  const current = useMessageMails();
  const save = useSetMessageMails();
  const enabled = save.isPending ? save.variables : (current.data?.enabled ?? true);
  return (
    <li>
      <button
        type="button"
        className={rowClass}
        aria-pressed={enabled}
        disabled={current.isPending}
        onClick={() => save.mutate(!enabled)}
      >
        <MenuIcon icon={Mail} />
        <span className="flex-1">{t('messages.settings.mails')}</span>
        <span className="text-sm font-medium text-brand-700">
          {enabled ? t('account.settings.on') : t('account.settings.off')}
        </span>
      </button>
    </li>
  );
}
