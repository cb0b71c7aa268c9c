import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import { DocumentTitle } from '../../components/document-title';
import { firstRenderValue } from '../../lib/page-data';
import { paths } from '../../paths';
import { CategoryTiles } from './category-tiles';
import { FeaturedListings } from './featured-listings';
import { HomeSearch } from './home-search';
import { useHomeDiscovery } from './use-home-discovery';
import { HydrateLater } from '../../lib/hydrate-later';
import { RecentSearches } from './recent-searches';

const isIndex = (value: unknown): value is number => Number.isInteger(value);

/** Picks one tagline per visit to the home page (spec: pool of 18). */
function useTagline(): string {
  const { t } = useTranslation();
  const taglines = t('home.taglines', { returnObjects: true });
  const [index] = useState(() =>
    firstRenderValue('tagline', () => Math.floor(Math.random() * taglines.length), isIndex),
  );
  return taglines[index] ?? taglines[0] ?? '';
}

export function HomePage() {
  const { t } = useTranslation();
  const tagline = useTagline();
  const { discovery, isPending } = useHomeDiscovery();

  return (
    <div className="page-container space-y-8">
      <DocumentTitle full={t('home.documentTitle')} />
      <section
        aria-labelledby="hero-title"
        className="hero relative overflow-hidden rounded-3xl px-5 py-7 text-white shadow-lg sm:px-10 sm:py-14"
      >
        <h1 id="hero-title" className="max-w-xl text-3xl leading-tight font-bold text-balance sm:text-4xl">
          {tagline}
        </h1>
        <p className="mt-3 max-w-lg text-brand-50">{t('home.heroSubtitle')}</p>
        <HydrateLater>
          <HomeSearch />
        </HydrateLater>
        <Link
          to={paths.mapLayout()}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-white"
        >
          <MapPin aria-hidden="true" className="size-5" />
          {t('home.exploreOnMap')}
        </Link>
      </section>

      <RecentSearches />

      <section aria-labelledby="explore-title">
        <h2 id="explore-title" className="text-2xl font-bold text-stone-900">
          <Link
            to={paths.search()}
            className="group inline-flex min-h-11 items-center gap-2 rounded-lg hover:text-brand-700"
          >
            {t('home.explore')}
            <ArrowRight aria-hidden="true" className="size-6 transition group-hover:translate-x-1" />
          </Link>
        </h2>
        <p className="mt-1 text-stone-600">{t('home.exploreSubtitle')}</p>
        <HydrateLater className="mt-4">
          <CategoryTiles counts={discovery.counts} loading={isPending} />
        </HydrateLater>
      </section>

      <section aria-labelledby="featured-title" className="space-y-4">
        <h2 id="featured-title" className="text-2xl font-bold text-stone-900">
          {t('home.featured.title')}
        </h2>
        <FeaturedListings listings={discovery.listings} loading={isPending} />
      </section>
    </div>
  );
}
