import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myAgencies, pageAddress } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { call, queryKey } from '../../lib/api-client';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/** On My listings: the desks of the caller's agencies (docs/agencies.md), or a way to start one. */
export function AgencyLinks() {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: queryKey(myAgencies, {}), queryFn: ({ signal }) => call(myAgencies, { signal }) });
  const agencies = mine.data?.agencies ?? [];
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {agencies.map((agency) => (
        <Link key={agency.id} to={pageAddress.agencyDesk(agency.id)} className={linkClass}>
          {t('listings.mine.agencyDesk', { agency: agency.name })}
        </Link>
      ))}
      {mine.isSuccess && agencies.length === 0 ? (
        <Link to={pageAddress.agency('new')} className={linkClass}>
          {t('listings.mine.startAgency')}
        </Link>
      ) : null}
    </p>
  );
}

/** Under one of the caller's listings: its figures by day. */
export function StatsLink({ listingId }: { listingId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={pageAddress.listingStats(listingId)} className={`${linkClass} text-sm`}>
      {t('listings.mine.figures')}
    </Link>
  );
}
