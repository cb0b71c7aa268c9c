import type { ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { MessageCircle, MessageSquare, Phone, Share2, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { isServiceType, type Listing, whatsappNumber } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { appOrigin } from '../../../lib/app-origin';
import { WhatsappShare } from '../../../components/whatsapp-share';
import { copyText } from '../../../lib/clipboard';
import { paths } from '../../../paths';
import { countContact } from '../availability';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../../auth';

/**
 * Where money can move on Nyumba, the safe way is to pay there: a bnb's stay by M-Pesa once the
 * host accepts, a protected rental's deposit and first rent after the viewing (docs/tenancies.md).
 * Elsewhere the advice is the viewing-fee scam's: never pay before viewing.
 */
const PAY_ON_NYUMBA = {
  en: {
    title: 'Pay only on Nyumba.',
    bnbs: 'Pay by M-Pesa from your booking once the host accepts your dates: the money is held until a day after you check in. Never send money to a host’s own number.',
    rentals:
      'View the home first, then pay the deposit and first rent through Nyumba: the deposit is held until you move out. Never send money to a lister’s own number.',
  },
  sw: {
    title: 'Lipa kupitia Nyumba pekee.',
    bnbs: 'Lipa kwa M-Pesa kutoka kwenye ombi lako mwenyeji akikubali tarehe zako: pesa imeshikiliwa hadi siku moja baada ya kuingia. Usitume pesa kamwe kwa namba ya mwenyeji mwenyewe.',
    rentals:
      'Ione nyumba kwanza, kisha ulipe amana na kodi ya kwanza kupitia Nyumba: amana imeshikiliwa hadi utakapohama. Usitume pesa kamwe kwa namba ya mtangazaji mwenyewe.',
  },
} as const;

/** The safe way to pay for this listing, when Nyumba carries its money; null when it does not. */
function payOnNyumba(listing: Listing): 'bnbs' | 'rentals' | null {
  if (listing.type === 'bnbs') return 'bnbs';
  return listing.type === 'rentals' && listing.phoneVerifiedAt ? 'rentals' : null;
}

interface ContactActionsProps {
  listing: Listing;
  onMessage: (message: string) => void;
  /** The Save button, from the saved feature (the page composes it in). */
  saveButton?: ReactNode;
}

/** The address people paste into chats; absolute so it works outside the app. */
function listingUrl(id: string): string {
  return new URL(paths.listing(id), appOrigin()).href;
}

function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/**
 * "Message" (a conversation on Nyumba), Call and WhatsApp (with a message naming the
 * listing) when the number is shown, and Save, in a bar that stays on screen above the
 * bottom bar while the page scrolls; Share (Web Share API, else copy the link) in the page.
 * A number the lister shows only after replying is not in the listing: the bar offers the
 * message alone, and says why.
 */
export function ContactActions({ listing, onMessage, saveButton }: ContactActionsProps) {
  const { t } = useTranslation();
  const url = listingUrl(listing._id);
  const message = t('listings.detail.whatsappMessage', { name: listing.name, url });
  const own = sessionUserId(useSessionStore(selectCurrentUser)) === listing.userRef;
  const safeWay = payOnNyumba(listing);
  const phone = listing.phone_number;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: listing.name,
          text: t('listings.detail.shareText', { name: listing.name }),
          url,
        });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    onMessage((await copyText(url)) ? t('listings.detail.linkCopied') : t('listings.detail.copyFailed'));
  }

  return (
    <>
      <div
        role="region"
        aria-label={t('listings.detail.contactBar')}
        data-contact-bar
        className="fixed inset-x-0 bottom-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom))] z-30 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-2px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
      >
        <div className="mx-auto flex max-w-3xl gap-2 lg:flex-col">
          {own ? null : (
            <Link
              to={paths.newMessage(listing._id)}
              aria-label={t('messages.contact.send')}
              className="btn-primary min-w-0 flex-1 px-2 whitespace-nowrap"
            >
              <MessageSquare aria-hidden="true" className="size-5" />
              <span className="lg:hidden">{t('messages.contact.short')}</span>
              <span className="hidden lg:inline">{t('messages.contact.send')}</span>
            </Link>
          )}
          {phone ? (
            <>
              <a
                href={`tel:${phone}`}
                onClick={() => countContact(listing._id, 'call')}
                className={`${buttonStyles.secondary} min-w-0 flex-1 px-2 whitespace-nowrap`}
              >
                <Phone aria-hidden="true" className="size-5" />
                {t('listings.detail.call')}
              </a>
              <a
                href={whatsappLink(phone, message)}
                onClick={() => countContact(listing._id, 'whatsapp')}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('listings.detail.whatsapp')}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-[#1f7a4d] px-3 py-2.5 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-[#17603c] sm:flex-1"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                <span className="hidden sm:inline">{t('listings.detail.whatsapp')}</span>
              </a>
            </>
          ) : null}
          {saveButton}
        </div>
      </div>
      {phone || own ? null : <p className="text-sm text-stone-600">{t('messages.contact.afterReply')}</p>}
      {/* The scam Kenyans fear most starts with a fee before a viewing: said where people reach for the phone. */}
      {isServiceType(listing.type) ? null : (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-never-pay>
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {safeWay ? (
            <span>
              <strong>{PAY_ON_NYUMBA[currentLanguage()].title}</strong> {PAY_ON_NYUMBA[currentLanguage()][safeWay]}
            </span>
          ) : (
            <span>
              <strong>{t('listings.detail.neverPay')}</strong> {t('listings.detail.neverPayWhy')}
            </span>
          )}
        </p>
      )}
      <button type="button" className={`${buttonStyles.secondary} w-full px-3`} onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-5" />
        {t('listings.detail.share')}
      </button>
      <WhatsappShare name={listing.name} path={paths.listing(listing._id)} className="mt-2 w-full" />
    </>
  );
}
