import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { HydrateLater } from '../../lib/hydrate-later';
import { LoadMore } from '../../components/load-more';
import { UserAvatar } from '../../components/user-avatar';
import { useTexts } from '../../i18n/use-translation';
import { listerPageTexts } from './lister-page-texts';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../paths';
import { ListingCard } from './listing-card/listing-card';
import { ListerFacts } from './listing-detail/lister-block';
import { formatMonthYear } from '../../lib/kenyan-dates';
import { useListerPage } from './lister-api';
import { hasCard } from './listing-helpers';
import { ProviderBlock } from './provider-block';
import { ListerMessage } from './lister-message';
import { LoadError, Loading } from './status-views';
import { selectCurrentUser, useSessionStore } from '../auth';
import { AgentBadgePanel } from '../moderation';
import { Screen, ScreenTitle } from '../../components/screen';

/**
 * /u/{id}: a lister's public page, linked from the listing page's lister block. Who
 * they are, everything they list (the search page's cards, a page at a time) and
 * their newest posts: what a house-hunter checks before calling a stranger.
 */
export function ListerPage() {
  const words = useTexts(listerPageTexts);
  const { userId = '' } = useParams();
  const query = useListerPage(userId);
  const viewer = useSessionStore(selectCurrentUser);

  if (query.isPending) return <Loading label={words.loading} />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Screen title={words.notFound}>
          <ScreenTitle>{words.notFound}</ScreenTitle>
          <p className="mt-3 text-stone-700">{words.notFoundBody}</p>
        </Screen>
      );
    }
    return <LoadError message={words.loadFailed} onRetry={() => void query.refetch()} />;
  }

  const first = query.data.pages[0]!;
  const { lister, posts } = first;
  const listings = query.data.pages.flatMap((page) => page.listings).filter(hasCard);
  // An answer from before labels has no standing: its `verified` meant the same check.
  const agent = lister.standing ? lister.standing.role === 'agent' : (lister.earb?.verified ?? false);
  return (
    <Screen title={lister.name} className="page-container space-y-8">
      <header className="flex items-center gap-4">
        <UserAvatar
          src={lister.avatar ?? undefined}
          name={lister.name}
          className="size-16"
          initialClassName="text-2xl"
        />
        <div className="min-w-0">
          <ScreenTitle className="page-title truncate">{lister.name}</ScreenTitle>
          {lister.businessName ? (
            <p className="font-medium [overflow-wrap:anywhere] text-stone-800">{lister.businessName}</p>
          ) : null}
          {lister.earb ? (
            // "Agent" only once a moderator checked the number and this year's certificate
            // (the EARB badge under it says when); until then the number shows as unchecked.
            <p className={`text-sm font-medium ${agent ? 'text-emerald-800' : 'text-stone-600'}`} data-testid="earb">
              {agent ? words.agentChecked(lister.earb.number) : words.agentPending(lister.earb.number)}
            </p>
          ) : null}
          <ListerFacts lister={lister} after={lister.postCount > 0 ? words.postCount(lister.postCount) : undefined} />
        </div>
      </header>
      {viewer?.id === lister.id ? null : <ListerMessage listings={listings} />}
      {lister.about ? (
        <p className="max-w-prose whitespace-pre-line [overflow-wrap:anywhere] text-stone-800">{lister.about}</p>
      ) : null}

      {first.provider ? <ProviderBlock provider={first.provider} /> : null}

      {/* Moderators only; the server refuses anyone else whatever this shows. */}
      {viewer?.moderator ? (
        <Suspense fallback={null}>
          <AgentBadgePanel userId={lister.id} earb={lister.earb} suspended={lister.suspended ?? false} />
        </Suspense>
      ) : null}

      <section aria-labelledby="lister-listings" className="space-y-4">
        <h2 id="lister-listings" className="text-xl font-bold text-stone-900">
          {words.listings}
        </h2>
        {listings.length === 0 ? (
          <p className="text-stone-600">{words.noListings}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {listings.map((listing, index) => (
              <li key={listing._id} className="flex flex-col">
                {/* Drawn by the server: hydrated after the page, a card per task. */}
                <HydrateLater className="flex flex-1 flex-col">
                  <ListingCard listing={listing} headingLevel="h3" priority={index === 0} />
                </HydrateLater>
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={query} failedMessage={words.loadFailed} />
      </section>

      {posts.length > 0 ? (
        <section aria-labelledby="lister-posts" className="space-y-3">
          <h2 id="lister-posts" className="text-xl font-bold text-stone-900">
            {words.posts}
          </h2>
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {posts.map((post) => (
              <li key={post._id}>
                <Link
                  to={paths.post(post._id)}
                  className="flex min-h-11 flex-col px-4 py-3 font-semibold text-stone-900 hover:bg-stone-50"
                >
                  {post.title}
                  <span className="text-sm font-normal text-stone-600">
                    {formatMonthYear(new Date(post.createdAt))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Screen>
  );
}
