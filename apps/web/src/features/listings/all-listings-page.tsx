import { useTranslation } from '../../i18n/use-translation';
import { LoadMore } from '../../components/load-more';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { AllListingsCard } from './all-listings/all-listings-card';
import { LoadError, Loading } from './status-views';
import { useUserListings } from './use-listing-queries';
import { Screen, ScreenTitle } from '../../components/screen';

/** The user's own listings (the server filters them) as compact expandable cards. */
function AllListingsGrid({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useUserListings(userId);
  if (query.isPending) return <Loading label={t('listings.mine.loading')} />;
  if (query.isError) return <LoadError message={t('listings.errors.fetch')} onRetry={() => void query.refetch()} />;
  const listings = query.data.pages.flatMap((page) => page.listings);
  if (listings.length === 0) return <p className="mt-6 text-stone-600">{t('listings.all.empty')}</p>;
  return (
    <>
      <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing, index) => (
          <li key={listing._id}>
            <AllListingsCard listing={listing} priority={index < 2} />
          </li>
        ))}
      </ul>
      <LoadMore pages={query} failedMessage={t('listings.errors.fetch')} />
    </>
  );
}

export function AllListingsPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  return (
    <Screen title={t('listings.all.title')}>
      <ScreenTitle>{t('listings.all.title')}</ScreenTitle>
      {/* The route guard lets only signed-in users in. */}
      {userId ? <AllListingsGrid userId={userId} /> : null}
    </Screen>
  );
}
