import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  availabilitiesFor,
  confirmDays,
  daysSinceConfirmed,
  REMIND_DAYS_BEFORE,
  recordListingContact,
  setListingAvailability,
  urlOf,
  type Availability,
  type Listing,
} from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { currentLanguage, useTranslation, useTexts } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { freshnessTexts } from './freshness-texts';

/**
 * A tap on Call or WhatsApp, counted for the lister's figures. Sent as the page may be
 * leaving (the dialler, WhatsApp): a beacon, which the browser delivers anyway.
 */
export function countContact(listingId: string, channel: 'call' | 'whatsapp'): void {
  const url = urlOf(recordListingContact, { params: { id: listingId } });
  const body = new Blob([JSON.stringify({ channel })], { type: 'application/json' });
  if (!navigator.sendBeacon?.(url, body))
    void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** On a listing's page: let, sold or paused, said where the contact buttons would be. */
export function UnavailableNotice({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  if (listing.availability === 'available') return null;
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-950">
      {t(`listings.availability.notice.${listing.availability}`)}
    </p>
  );
}

/** Out of search for want of a confirmation, or within the reminder's week of it. */
function confirmDue(listing: Listing, now = new Date()): boolean {
  if (listing.staleAt) return true;
  return daysSinceConfirmed(listing.confirmedAt, now) >= confirmDays(listing.type) - REMIND_DAYS_BEFORE;
}

/** An available listing's standing when it needs its lister: out of search until confirmed, or soon due. */
function Freshness({ listing }: { listing: Listing }) {
  useTranslation();
  const words = useTexts(freshnessTexts);
  const days = daysSinceConfirmed(listing.confirmedAt);
  if (listing.staleAt)
    return (
      <p role="status" className="font-semibold text-amber-900">
        {words.stale(days)}
      </p>
    );
  if (confirmDue(listing))
    return (
      <p className="font-medium text-amber-900">{words.confirmSoon(Math.max(1, confirmDays(listing.type) - days))}</p>
    );
  // Otherwise the card above already says when it was last confirmed.
  return null;
}

/** What the lister can do next, by the listing's type and where it is now. */
function nextStates(listing: Listing): Availability[] {
  const allowed = availabilitiesFor(listing.type);
  if (listing.availability === 'available') return allowed.filter((state) => state !== 'available');
  return ['available'];
}

/**
 * Under each of the lister's own listings: its figures for the last 30 days and the way to
 * mark it let, sold or paused, or available again (features: landlords have more than Delete).
 */
export function ManageAvailability({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (availability: Availability) =>
      call(setListingAvailability, { params: { id: listing._id }, body: { availability } }),
    // Search, the map, home and the lister's page all change with it.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const failed = change.error ? formErrorsOf(change.error, t('listings.availability.failed')) : null;
  const stats = listing.stats;
  const words = useTexts(freshnessTexts);
  const kinds = stats
    ? (['messages', 'viewings', 'stays', 'calls', 'whatsapp'] as const).filter((kind) => stats.contactsBy[kind] > 0)
    : [];
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm">
      {stats ? (
        <p className="text-stone-700">
          <span className="font-semibold text-stone-900">{t('listings.availability.last30')}</span>{' '}
          {[
            t('listings.availability.views', { count: stats.views }),
            t('listings.availability.saves', { count: stats.saves }),
            t('listings.availability.contacts', { count: stats.contacts }),
          ].join(' · ')}
          {/* Each way people reached them, apart: a message, a viewing, a tap on Call… */}
          {kinds.length ? (
            <span className="block text-stone-600" data-contact-kinds>
              {kinds.map((kind) => words.contactKinds[kind](stats.contactsBy[kind])).join(', ')}
            </span>
          ) : null}
        </p>
      ) : null}
      {listing.availability !== 'available' ? (
        <p className="font-semibold text-amber-900">{t(`listings.availability.state.${listing.availability}`)}</p>
      ) : (
        <Freshness listing={listing} />
      )}
      <div className="flex flex-wrap gap-2">
        {listing.availability === 'available' && confirmDue(listing) ? (
          <button
            type="button"
            disabled={change.isPending}
            className="btn-primary min-h-11 px-4 text-sm"
            onClick={() => change.mutate('available')}
          >
            {freshnessTexts(currentLanguage()).stillAvailable}
          </button>
        ) : null}
        {nextStates(listing).map((state) => (
          <button
            key={state}
            type="button"
            disabled={change.isPending}
            className={`${buttonStyles.secondary} min-h-11 px-4 text-sm`}
            onClick={() => change.mutate(state)}
          >
            {t(`listings.availability.mark.${state}`)}
          </button>
        ))}
      </div>
      {failed ? (
        <p role="alert" className="font-medium text-red-700">
          {failed.fields.availability ?? failed.form}
        </p>
      ) : null}
    </div>
  );
}
