import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agencyAddress, myAgencies, type Language, type Listing } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';
import { call, queryKey } from '../../lib/api-client';

// A lister's ways into agencies (docs/agencies.md), with their words beside them: no screen's
// first load carries them.

const en = {
  figures: 'Figures by day',
  desk: (agency: string) => `${agency}: agency desk`,
  start: 'Start an agency',
  agentOf: (agency: string) => `Agent of ${agency}`,
};
const sw: typeof en = {
  figures: 'Takwimu kwa siku',
  desk: (agency) => `${agency}: dawati la wakala`,
  start: 'Anzisha wakala',
  agentOf: (agency) => `Wakala wa ${agency}`,
};
const toolTexts = (language: Language) => (language === 'sw' ? sw : en);

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/** On My listings: the desks of the caller's agencies, or a way to start one. */
export function AgencyLinks() {
  const words = useTexts(toolTexts);
  const mine = useQuery({ queryKey: queryKey(myAgencies, {}), queryFn: ({ signal }) => call(myAgencies, { signal }) });
  const agencies = mine.data?.agencies ?? [];
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {agencies.map((agency) => (
        <Link key={agency.id} to={agencyAddress.desk(agency.id)} className={linkClass}>
          {words.desk(agency.name)}
        </Link>
      ))}
      {mine.isSuccess && agencies.length === 0 ? (
        <Link to={agencyAddress.agency('new')} className={linkClass}>
          {words.start}
        </Link>
      ) : null}
    </p>
  );
}

/** Under one of the caller's listings: its figures by day. */
export function StatsLink({ listingId }: { listingId: string }) {
  const words = useTexts(toolTexts);
  return (
    <Link to={agencyAddress.listingStats(listingId)} className={`${linkClass} text-sm`}>
      {words.figures}
    </Link>
  );
}

/** In a listing's lister block: the agency its agent lists for. */
export function AgencyLine({ agency }: { agency: NonNullable<Listing['agency']> }) {
  const words = useTexts(toolTexts);
  return (
    <Link to={agencyAddress.agency(agency.id)} className={`${linkClass} text-sm`}>
      {words.agentOf(agency.name)}
    </Link>
  );
}
