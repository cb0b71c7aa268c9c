import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { clearDraft, readDraft, type Draft } from '../lib/drafts';
import { buttonStyles } from './button-styles';

export interface DraftOfferState<T> {
  /** The banner, while a stored draft waits for a decision. */
  banner: ReactNode;
  /** The draft the person chose to restore; the form starts from it. */
  restored: T | undefined;
  /** Changes on restore, so the form remounts from the restored values. */
  formKey: number;
}

/**
 * Offers the draft stored under `key` when a form opens. Read after mounting: the
 * server draws the form without one, and the first browser render must match it.
 */
export function useDraftOffer<T>(key: string | null, accept: (value: unknown) => T | null): DraftOfferState<T> {
  const [offer, setOffer] = useState<Draft<T> | null>(null);
  const [restored, setRestored] = useState<T | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    setOffer(key ? readDraft(key, accept) : null);
    // The stored draft is read once per form opening.
  }, [key]);
  const banner = offer ? (
    <DraftOffer
      savedAt={offer.savedAt}
      onRestore={() => {
        setRestored(offer.value);
        setOffer(null);
        setFormKey((n) => n + 1);
      }}
      onDiscard={() => {
        if (key) clearDraft(key);
        setOffer(null);
      }}
    />
  ) : null;
  return { banner, restored, formKey };
}

interface DraftOfferProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "You have an unsaved draft from …" above a form, with Restore and Discard. */
function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
  return (
    <div role="status" className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-medium">{t('app.drafts.offer', { when })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onRestore}>
          {t('app.drafts.restore')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDiscard}>
          {t('app.drafts.discard')}
        </button>
      </div>
    </div>
  );
}
