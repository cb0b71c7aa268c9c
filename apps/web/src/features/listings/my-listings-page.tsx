import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { LoadMore } from '../../components/load-more';
import { Toast, useToast } from '../../components/toast';
import { paths } from '../../paths';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { ModerationNotice } from '../moderation';
import { ListingCard } from './listing-card/listing-card';
import { ManageAvailability } from './availability';
import { FeatureListing } from './feature-listing';
import { LoadError, Loading } from './status-views';
import { useFlash } from './use-flash';
import { useDeleteListing, useUserListings } from './use-listing-queries';
import { hasCard } from './listing-helpers';
import { readNumberSent } from './flash';
import { ListingNumberPanel } from './listing-number-panel';
import { Screen, ScreenTitle } from '../../components/screen';
import { AgencyLinks, StatsLink } from './lister-tools';

function MyListingsGrid({ userId }: { userId: string }) {
  // The test phone's link names the lister's number (payments in test mode).
  const user = useSessionStore(selectCurrentUser);
  const { t } = useTranslation();
  const query = useUserListings(userId);
  const remove = useDeleteListing();
  const numberSent = readNumberSent(useLocation().state);

  if (query.isPending) return <Loading label={t('listings.mine.loading')} />;
  if (query.isError) return <LoadError message={t('listings.errors.fetch')} onRetry={() => void query.refetch()} />;

  // Cards without photos render nothing (spec), so they would leave empty grid cells.
  const listings = query.data.pages.flatMap((page) => page.listings).filter(hasCard);
  if (listings.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6">
        <p className="text-stone-700">{t('listings.mine.empty')}</p>
        <Link to={paths.createListing} className="btn-primary">
          {t('listings.mine.emptyAction')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing, index) => (
          <li key={listing._id} className="flex flex-col gap-2">
            {listing.moderation ? <ModerationNotice status={listing.moderation} listingId={listing.id} /> : null}
            <ListingNumberPanel
              listing={listing}
              sent={numberSent?.listingId === listing._id ? numberSent : undefined}
            />
            <ListingCard
              listing={listing}
              mode="manage"
              headingLevel="h2"
              priority={index < 2}
              onDelete={(id) => remove.mutateAsync(id)}
            />
            <StatsLink listingId={listing.id} />
            <ManageAvailability listing={listing} />
            <FeatureListing listing={listing} phone={user?.phone ?? null} />
          </li>
        ))}
      </ul>
      <LoadMore pages={query} failedMessage={t('listings.errors.fetch')} />
    </>
  );
}

/** The user's own listings with Edit and Delete, and a plus button to create one (docs/product.md, My Listings). */
export function MyListingsPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const { toast, show } = useToast(4000);
  useFlash(show);

  return (
    <Screen title={t('listings.mine.title')}>
      <div className="flex items-center justify-between gap-4">
        <ScreenTitle>{t('listings.mine.title')}</ScreenTitle>
        <Link
          to={paths.createListing}
          className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-md hover:bg-brand-800"
          aria-label={t('listings.mine.add')}
          title={t('listings.mine.add')}
        >
          <Plus aria-hidden="true" className="size-6" strokeWidth={2.5} />
        </Link>
      </div>
      <AgencyLinks />
      {/* The route guard lets only signed-in users in. */}
      {userId ? <MyListingsGrid userId={userId} /> : null}
      <Toast toast={toast} />
    </Screen>
  );
}
