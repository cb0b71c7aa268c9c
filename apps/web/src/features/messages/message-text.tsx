import './conversation-texts';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { useTranslation } from '../../i18n/use-translation';

// Addresses people paste: with a scheme, or starting www. Trailing punctuation is the sentence's.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'’]/gi;

function hostOf(link: string): string {
  try {
    return new URL(/^https?:/i.test(link) ? link : `https://${link}`).host;
  } catch {
    return link;
  }
}

/** The warning before leaving Nyumba for an address someone wrote in a message. */
function LinkWarning({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const href = /^https?:/i.test(link) ? link : `https://${link}`;
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('conversation.link.title')}
        </h2>
        <p className="mt-2 text-stone-700">{t('conversation.link.body', { host: hostOf(link) })}</p>
        <p className="mt-2 break-all text-sm text-stone-500">{link}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('conversation.link.cancel')}
          </button>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="btn-primary"
            onClick={onClose}
          >
            {t('conversation.link.open')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A message's text as written, line breaks kept. Addresses in it are shown as text that
 * opens only through a warning: a message is the commonest way to a fake payment page.
 */
export function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const parts: (string | { link: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index), { link: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <div className="break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <button
            key={i}
            type="button"
            className="break-all text-left underline decoration-dotted underline-offset-2"
            onClick={() => setOpen(part.link)}
          >
            {part.link}
          </button>
        ),
      )}
      {open ? <LinkWarning link={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
