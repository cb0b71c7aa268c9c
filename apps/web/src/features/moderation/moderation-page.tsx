import './moderation-texts';
import { Suspense } from 'react';
import { withQuery, type QueueQuery } from '@nyumba/domain';
import { Link, useSearchParams } from 'react-router';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { shieldTexts } from './shield-texts';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { useModerationQueue } from './moderation-api';
import { QueueItemCard } from './queue-item-card';
import { ClaimCounts } from './claim-evidence';
import { ConversationQueue } from './conversation-queue';
import { Screen, ScreenTitle } from '../../components/screen';
import { LoadBoundary } from '../../components/load-boundary';
import { ReviewQueue } from '../reviews';
import { PaymentQueue } from '../bookings';
import { TenancyQueue } from '../tenancies';
import { JobQueue } from '../jobs';
import { AgencyEarbQueue } from './agency-earb-queue';
import { agencyEarbTexts } from './agency-earb-texts';

// 'conversations': reported conversations and held messages, from their own list; 'reviews':
// held and reported reviews (modules/reviews); 'tenancies' and 'jobs': money held for a decision
// (issues 57 and 59); 'agencies': EARB firm numbers waiting for a check (issue 60).
type OwnList = 'conversations' | 'reviews' | 'payments' | 'tenancies' | 'jobs' | 'agencies';
type View = QueueQuery['view'] | OwnList;
const OWN_LISTS: View[] = ['conversations', 'reviews', 'payments', 'tenancies', 'jobs', 'agencies'];
const VIEWS: View[] = ['open', 'removed', 'suspended', ...OWN_LISTS];
const ownList = (view: View): view is OwnList => OWN_LISTS.includes(view);
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/** /moderation: the queue of reported and hidden items, for moderators (the server checks). */
export function ModerationPage() {
  const { t } = useTranslation();
  const user = useSessionStore(selectCurrentUser);
  const [params] = useSearchParams();
  const wanted = params.get('view');
  const view = isView(wanted) ? wanted : 'open';
  const sort: QueueQuery['sort'] = params.get('sort') === 'risk' ? 'risk' : 'urgent';
  const queue = useModerationQueue(ownList(view) ? 'open' : view, sort);
  const words = useTexts(shieldTexts);
  const agencyWords = useTexts(agencyEarbTexts);
  // The views added since the shared texts were written keep their words beside their screens.
  const viewLabels = {
    reviews: words.reviewsView,
    payments: words.paymentsView,
    tenancies: words.tenanciesView,
    jobs: words.jobsView,
    agencies: agencyWords.view,
  };

  return (
    <Screen title={t('moderation.queue.title')} className="page-container max-w-3xl">
      <ScreenTitle>{t('moderation.queue.title')}</ScreenTitle>
      {user?.moderator ? (
        <>
          <p className="mt-1 text-stone-700">{t('moderation.queue.intro')}</p>
          <nav aria-label={t('moderation.queue.title')} className="mt-4 flex flex-wrap gap-2">
            {VIEWS.map((option) => (
              <Link
                key={option}
                to={option === 'open' ? paths.moderation : `${paths.moderation}?view=${option}`}
                aria-current={option === view ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {viewLabels[option as keyof typeof viewLabels] ??
                  t(`moderation.queue.views.${option as QueueQuery['view']}`)}
              </Link>
            ))}
          </nav>
          {ownList(view) ? null : (
            <nav aria-label={words.sortBy} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-stone-700">{words.sortBy}</span>
              {(['urgent', 'risk'] as const).map((option) => (
                <Link
                  key={option}
                  to={withQuery(paths.moderation, {
                    ...(view === 'open' ? {} : { view }),
                    ...(option === 'risk' ? { sort: option } : {}),
                  })}
                  aria-current={option === sort ? 'true' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 font-semibold text-stone-800 aria-[current=true]:border-brand-700 aria-[current=true]:text-brand-800"
                >
                  {words.sort[option]}
                </Link>
              ))}
            </nav>
          )}
          {view === 'conversations' ? (
            <ConversationQueue />
          ) : view === 'agencies' ? (
            <AgencyEarbQueue />
          ) : view === 'payments' ? (
            <div className="mt-6">
              <LoadBoundary fallback={null}>
                <Suspense fallback={<p className="text-stone-700">{t('moderation.loading')}</p>}>
                  <PaymentQueue />
                </Suspense>
              </LoadBoundary>
            </div>
          ) : view === 'tenancies' || view === 'jobs' ? (
            <div className="mt-6">
              <LoadBoundary fallback={null}>
                <Suspense fallback={<p className="text-stone-700">{t('moderation.loading')}</p>}>
                  {view === 'jobs' ? <JobQueue /> : <TenancyQueue />}
                </Suspense>
              </LoadBoundary>
            </div>
          ) : view === 'reviews' ? (
            <div className="mt-6">
              <LoadBoundary fallback={null}>
                <Suspense fallback={<p className="text-stone-700">{t('moderation.loading')}</p>}>
                  <ReviewQueue />
                </Suspense>
              </LoadBoundary>
            </div>
          ) : queue.isPending ? (
            <p className="mt-6 text-stone-700">{t('moderation.loading')}</p>
          ) : queue.isError ? (
            <p role="alert" className="mt-6 text-red-700">
              {queue.error.message}
            </p>
          ) : queue.data.items.length === 0 ? (
            <p className="mt-6 text-stone-700">{t('moderation.queue.empty')}</p>
          ) : (
            <>
              <ClaimCounts counts={queue.data.claims} />
              <ul className="mt-6 space-y-4">
                {queue.data.items.map((item) => (
                  <QueueItemCard key={`${item.kind}:${item.id}`} item={item} />
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <p className="mt-4 text-stone-700">{t('moderation.queue.forbidden')}</p>
      )}
    </Screen>
  );
}
