import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Copy } from 'lucide-react';
import { formatPhone } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { MoreDetailsButton } from '../../../components/more-details';
import { copyText } from '../../../lib/clipboard';

interface CardDetailsProps {
  phoneNumber: string;
  description: string;
  /** Shows the 'Phone number copied!' confirmation. */
  onCopied: (message: string) => void;
}

/** The card's expander: phone number with a copy button, then the description. */
export function CardDetails({ phoneNumber, description, onCopied }: CardDetailsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  async function copyPhone() {
    const ok = await copyText(phoneNumber);
    onCopied(ok ? t('listings.card.phoneCopied') : t('listings.detail.copyFailed'));
  }

  return (
    <div className="border-t border-stone-100 pt-1">
      <MoreDetailsButton
        open={open}
        panelId={panelId}
        onToggle={() => setOpen((value) => !value)}
        className="rounded-lg"
      />
      <div id={panelId} hidden={!open} className="space-y-2 pb-2 text-sm text-stone-700">
        <div className="flex items-center justify-between gap-2">
          <p>
            <span className="sr-only">{t('listings.card.phone')}: </span>
            <a href={`tel:${phoneNumber}`} className="font-medium text-stone-900 underline-offset-2 hover:underline">
              {formatPhone(phoneNumber)}
            </a>
          </p>
          <button
            type="button"
            className={buttonStyles.icon}
            aria-label={t('listings.card.copyPhone')}
            onClick={() => void copyPhone()}
          >
            <Copy aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="break-words whitespace-pre-line">{description}</p>
      </div>
    </div>
  );
}
