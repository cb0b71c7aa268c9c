import { lazy, Suspense, useRef } from 'react';
import { LoadBoundary } from '../../components/load-boundary';
import { useTranslation } from '../../i18n/use-translation';
import type { Listing } from '@nyumba/domain';
import { useNearViewport } from '../../lib/use-near-viewport';

const FeaturedGrid = lazy(() => import('./featured-grid'));

function Placeholders({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-80 animate-pulse rounded-2xl border border-stone-200 bg-white">
          <div className="aspect-[4/3] rounded-t-2xl bg-stone-200" />
        </div>
      ))}
    </div>
  );
}

interface FeaturedListingsProps {
  listings: Listing[];
  loading: boolean;
}

/** Featured Listings (the first 6); the cards' code downloads only as the section nears the screen. */
export function FeaturedListings({ listings, loading }: FeaturedListingsProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);

  let body;
  if (loading) body = <Placeholders label={t('home.featured.loading')} />;
  else if (listings.length === 0) body = <p className="text-stone-600">{t('home.featured.empty')}</p>;
  else if (!near) body = <Placeholders label={t('home.featured.loading')} />;
  else {
    body = (
      <LoadBoundary fallback={<p className="text-stone-600">{t('home.featured.empty')}</p>}>
        <Suspense fallback={<Placeholders label={t('home.featured.loading')} />}>
          <FeaturedGrid listings={listings} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return <div ref={ref}>{body}</div>;
}
