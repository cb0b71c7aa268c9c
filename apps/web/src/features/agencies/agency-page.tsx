import { Suspense } from 'react';
import { Link } from 'react-router';
import { agencyAddress } from '@nyumba/domain';
import { LoadMore } from '../../components/load-more';
import { Screen, ScreenTitle } from '../../components/screen';
import { UserAvatar } from '../../components/user-avatar';
import { WhatsappShare } from '../../components/whatsapp-share';
import { useTexts } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { ListingCard } from '../listings';
import { AgencyEarbPanel } from '../moderation';
import { agencyTexts } from './agency-texts';
import { useAgency, useAgencyListings } from './agencies-api';

/**
 * /agency/{id}: an agency's public page. Who it is (its office, its EARB number and whether a
 * moderator checked it), who answers (its agents), how fast, what clients said, and its listings.
 */
export function AgencyPage({ id }: { id: string }) {
  const words = useTexts(agencyTexts);
  const query = useAgency(id);
  const listings = useAgencyListings(id);
  const viewer = useSessionStore(selectCurrentUser);

  if (query.isPending) return <p className="page-container text-stone-700">{words.loading}</p>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status < 500;
    return (
      <Screen title={words.notFound}>
        <ScreenTitle>{missing ? words.notFound : words.loadFailed}</ScreenTitle>
        {missing ? null : (
          <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
            {words.retry}
          </button>
        )}
      </Screen>
    );
  }
  const agency = query.data.agency;
  const shown = (listings.data?.pages ?? []).flatMap((page) => page.listings);
  return (
    <Screen title={agency.name} className="page-container space-y-8">
      <header className="flex items-center gap-4">
        <UserAvatar
          src={agency.logoUrl ?? undefined}
          name={agency.name}
          className="size-16"
          initialClassName="text-2xl"
        />
        <div className="min-w-0 space-y-1">
          <ScreenTitle className="page-title [overflow-wrap:anywhere]">{agency.name}</ScreenTitle>
          <p className="text-stone-700">
            {agency.areaName}
            {agency.address ? ` · ${agency.address}` : ''}
          </p>
          {agency.earb ? (
            <p
              className={`text-sm font-medium ${agency.earb.checked ? 'text-emerald-800' : 'text-stone-600'}`}
              data-testid="agency-earb"
            >
              {agency.earb.checked ? words.earbChecked(agency.earb.number) : words.earbClaimed(agency.earb.number)}
            </p>
          ) : null}
          <p className="text-sm text-stone-700">
            {words.listingsCount(agency.listingCount)}
            {agency.responseMinutes !== null ? ` · ${words.replies(agency.responseMinutes)}` : ''}
            {agency.rating ? ` · ${words.rating(agency.rating.stars, agency.rating.count)}` : ''}
          </p>
        </div>
      </header>
      <WhatsappShare name={agency.name} path={agencyAddress.agency(agency.id)} />
      {agency.myRole ? (
        <Link to={agencyAddress.desk(agency.id)} className="btn-primary">
          {words.openDesk}
        </Link>
      ) : null}
      {/* Moderators only; the server refuses anyone else whatever this shows. */}
      {viewer?.moderator && agency.earb ? (
        <Suspense fallback={null}>
          <AgencyEarbPanel agencyId={agency.id} earb={agency.earb} />
        </Suspense>
      ) : null}

      <section aria-labelledby="agency-agents" className="space-y-3">
        <h2 id="agency-agents" className="text-xl font-bold text-stone-900">
          {words.agents}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {agency.members.map((member) => (
            <li key={member.id}>
              <Link
                to={paths.lister(member.id)}
                className="flex min-h-11 items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 hover:bg-stone-50"
              >
                <UserAvatar src={member.avatar ?? undefined} name={member.name} className="size-10" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{member.name}</span>
                  <span className="text-sm text-stone-600">
                    {words.roles[member.role]} · {words.listingsCount(member.listingCount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="agency-listings" className="space-y-4">
        <h2 id="agency-listings" className="text-xl font-bold text-stone-900">
          {words.listings}
        </h2>
        {listings.isSuccess && shown.length === 0 ? <p className="text-stone-600">{words.noListings}</p> : null}
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((listing, index) => (
            <li key={listing._id} className="flex flex-col">
              <ListingCard listing={listing} headingLevel="h3" priority={index === 0} />
            </li>
          ))}
        </ul>
        <LoadMore pages={listings} failedMessage={words.loadFailed} />
      </section>
    </Screen>
  );
}
