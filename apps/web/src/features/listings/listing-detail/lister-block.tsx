import type { Lister, Listing } from '@nyumba/domain';
import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { paths } from '../../../paths';
import { UserAvatar } from '../../../components/user-avatar';
import { useTranslation } from '../../../i18n/use-translation';
import { DetailSection } from './detail-section';
import { AgencyLine } from '../lister-tools';
import { BadgeLines, fallbackBadges, StandingBadges } from '../../../components/lister-standing';
import { formatMonthYear } from '../../../lib/kenyan-dates';

/**
 * Under a lister's name here and on their page: their label and dated badges (what was
 * checked and when, issue 58), "On Nyumba since …" and "{n} listings on Nyumba".
 */
export function ListerFacts({ lister, after }: { lister: Lister; after?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {lister.standing ? (
        <StandingBadges standing={lister.standing} />
      ) : (
        // An answer from before labels: what it can still back, without a label.
        <>
          {lister.emailVerified ? (
            <p className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('listings.lister.emailVerified')}
            </p>
          ) : null}
          <BadgeLines badges={fallbackBadges(lister)} />
        </>
      )}
      <p className="text-sm text-stone-600">
        {t('listings.detail.memberSince', { date: formatMonthYear(new Date(lister.memberSince)) })}
      </p>
      <p className="text-sm text-stone-600">
        {t('listings.detail.listerListings', { count: lister.listingCount, capped: true })}
        {after ? ` · ${after}` : ''}
      </p>
    </>
  );
}

/** Who is listing: name, photo, since when, how many listings, and a link to their page (/u/{id}). */
export function ListerBlock({ lister, agency }: { lister: Lister; agency?: Listing['agency'] }) {
  const { t } = useTranslation();
  return (
    <DetailSection id="lister-title" title={t('listings.detail.listedBy')}>
      <div className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <UserAvatar
          src={lister.avatar ?? undefined}
          name={lister.name}
          className="size-12"
          initialClassName="text-xl"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{lister.name}</p>
          {agency ? (
            // An agency's listing: its agent answers, the agency stands behind them.
            <AgencyLine agency={agency} />
          ) : null}
          <ListerFacts lister={lister} />
          <Link
            to={paths.lister(lister.id)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('listings.lister.seeAll', { name: lister.name })}
          </Link>
        </div>
      </div>
    </DetailSection>
  );
}
