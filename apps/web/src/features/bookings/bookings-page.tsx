import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { useLanguage } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { BookingList } from './booking-parts';
import { PaymentsSection } from './payments-page';
import { StayCard } from './stay-card';
import { useMyStays } from './stays-api';
import { stayTexts } from './stay-texts';
import { ViewingCard } from './viewing-card';
import { useMyViewings } from './viewings-api';
import { viewingTexts } from './viewing-texts';

/** /bookings: the person's viewings and stays, on both sides, waiting ones first. */
export function BookingsPage() {
  const language = useLanguage();
  const words = stayTexts(language);
  const viewingWords = viewingTexts(language);
  const stays = useMyStays();
  const viewings = useMyViewings();
  const failed = stays.isError || viewings.isError;
  const loading = stays.isPending || viewings.isPending;
  const none = !loading && !failed && stays.data.stays.length === 0 && viewings.data.viewings.length === 0;
  return (
    <Screen title={words.pageTitle} className="page-container max-w-2xl">
      <ScreenTitle>{words.pageTitle}</ScreenTitle>
      <p className="mt-1 text-stone-600">{words.intro}</p>
      <Link
        to={paths.tenancies}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {words.tenancies}
      </Link>
      <div className="mt-5 space-y-8">
        {failed ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{words.loadFailed}</p>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => void Promise.all([stays.refetch(), viewings.refetch()])}
            >
              {words.retry}
            </button>
          </div>
        ) : loading ? (
          <p role="status" className="text-stone-600">
            {words.loading}
          </p>
        ) : none ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <CalendarDays aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">{words.empty}</p>
            <p className="text-stone-600">{words.emptyHint}</p>
            <Link to={paths.search()} className="btn-primary">
              {words.findBnb}
            </Link>
          </div>
        ) : (
          <>
            <BookingList title={viewingWords.sectionTitle} count={viewings.data.viewings.length}>
              {viewings.data.viewings.map((viewing) => (
                <ViewingCard key={viewing.id} viewing={viewing} />
              ))}
            </BookingList>
            <BookingList title={words.staysTitle} count={stays.data.stays.length}>
              {stays.data.stays.map((stay) => (
                <StayCard key={stay.id} stay={stay} />
              ))}
            </BookingList>
            {stays.data.stays.some((stay) => stay.payment) ? <PaymentsSection /> : null}
          </>
        )}
      </div>
    </Screen>
  );
}
