import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';
import { currentLanguage } from '../../i18n/use-translation';
import { paths } from '../../paths';
import { StayCard } from './stay-card';
import { useMyStays } from './stays-api';
import { stayTexts } from './stay-texts';

/** /stays: the person's stays at bnbs and the requests for their own, waiting ones first. */
export function StaysPage() {
  const words = stayTexts(currentLanguage());
  const query = useMyStays();
  return (
    <Screen title={words.pageTitle} className="page-container max-w-2xl">
      <ScreenTitle>{words.pageTitle}</ScreenTitle>
      <p className="mt-1 text-stone-600">{words.intro}</p>
      <div className="mt-5">
        {query.isPending ? (
          <p role="status" className="text-stone-600">
            {words.loading}
          </p>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-medium text-red-800">{words.loadFailed}</p>
            <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
              {words.retry}
            </button>
          </div>
        ) : query.data.stays.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
            <CalendarDays aria-hidden="true" className="size-10 text-stone-400" />
            <p className="font-semibold text-stone-900">{words.empty}</p>
            <p className="text-stone-600">{words.emptyHint}</p>
            <Link to={paths.search({ type: 'bnbs' })} className="btn-primary">
              {words.findBnb}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {query.data.stays.map((stay) => (
              <StayCard key={stay.id} stay={stay} />
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
