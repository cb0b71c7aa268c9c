import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Copy, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatPhone } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { MoreDetailsButton } from '../../../components/more-details';
import { copyText } from '../../../lib/clipboard';
import { paths } from '../../../paths';

interface CardDetailsProps {
  listingId: string;
  /** Null when the lister shows it only after replying: the card offers a message instead. */
  phoneNumber: string | null;
  description: string;
  /** Shows the 'Phone number copied!' confirmation. */
  onCopied: (message: string) => void;
}

/** The card's expander: the phone number (when shown) with a copy button, "Send a message", then the description. */
export function CardDetails({ listingId, phoneNumber, description, onCopied }: CardDetailsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  async function copyPhone(number: string) {
    const ok = await copyText(number);
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
        {phoneNumber ? (
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
              onClick={() => void copyPhone(phoneNumber)}
            >
              <Copy aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : null}
        <Link
          to={paths.newMessage(listingId)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <MessageSquare aria-hidden="true" className="size-5" />
          {t('messages.contact.send')}
        </Link>
        <p className="break-words whitespace-pre-line">{description}</p>
      </div>
    </div>
  );
}
