import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { listingSchema, type Listing } from '@nyumba/domain';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { ListingForm } from './listing-form/listing-form';
import { ListingNotFound } from './listing-detail/listing-not-found';
import { LoadError, Loading } from './status-views';
import { ApiError } from '../../lib/api-client';
import { useListing } from './use-listing-queries';
import { useDraftOffer } from '../../components/draft-offer';
import { draftKey } from '../../lib/drafts';
import { acceptListingDraft } from './listing-form/listing-draft';
import { Screen, ScreenTitle } from '../../components/screen';
import { AdultConfirm, useNeedsAdultConfirm } from '../adult';

/** A listing handed over by the card's Edit link (spec: edit mode from navigation state). */
function listingFromState(state: unknown): Listing | undefined {
  if (typeof state !== 'object' || state === null || !('listing' in state)) return undefined;
  const parsed = listingSchema.safeParse(state.listing);
  return parsed.success ? parsed.data : undefined;
}

function EditListing({ id, initial }: { id: string; initial?: Listing }) {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const query = useListing(id, initial);
  if (query.isPending) return <Loading label={t('listings.form.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ListingNotFound />;
    return <LoadError message={t('listings.detail.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (userId && query.data.userRef !== userId) {
    return <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">{t('listings.update.notOwner')}</p>;
  }
  // Keyed so switching listings starts from that listing's values.
  return <ListingFormWithDraft key={query.data._id} listing={query.data} />;
}

/** The form, with the draft this device kept for this listing (or for a new one) offered back. */
function ListingFormWithDraft({ listing }: { listing?: Listing }) {
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const key = userId ? draftKey(userId, 'listing', listing?._id ?? null) : null;
  const offer = useDraftOffer(key, acceptListingDraft);
  return (
    <>
      {offer.banner}
      <ListingForm key={offer.formKey} listing={listing} draftKey={key} draft={offer.restored} />
    </>
  );
}

/**
 * A new listing waits for "I am 18 or older" from an account made before sign-up asked (issue
 * 58; the server refuses it with 403 until then). Drafting goes on meanwhile, as it does for an
 * unconfirmed address; only publishing is held: a submit is stopped before the form's own
 * handler, and the prompt is focused instead.
 */
function NewListing() {
  const needsAdult = useNeedsAdultConfirm();
  return (
    <div
      onSubmitCapture={(event) => {
        if (!needsAdult) return;
        event.preventDefault();
        event.stopPropagation();
        document.querySelector<HTMLInputElement>('[data-adult-confirm] input[type="checkbox"]')?.focus();
      }}
    >
      <AdultConfirm className="mb-6" />
      <ListingFormWithDraft />
    </div>
  );
}

/** /create-listing and /update-listing/:listingId; the first edits when handed a listing. */
export function ListingFormPage() {
  const { t } = useTranslation();
  const { listingId } = useParams();
  const handed = listingFromState(useLocation().state);
  const editId = listingId ?? handed?._id;
  const initial = handed && handed._id === editId ? handed : undefined;
  const title = editId ? t('listings.update.title') : t('listings.create.title');

  return (
    <Screen title={title} className="page-container max-w-2xl">
      <ScreenTitle className="page-title mb-6">{title}</ScreenTitle>
      {editId ? <EditListing id={editId} initial={initial} /> : <NewListing />}
    </Screen>
  );
}
