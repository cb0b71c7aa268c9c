import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BedDouble, Building2, DraftingCompass, KeyRound, Truck, Wrench, type LucideIcon } from 'lucide-react';
import { countText, HOME_TILES, type ListingType, type TypeCounts } from '@nyumba/domain';
import { paths } from '../../paths';
import { handSetState } from '../../lib/hand-set-filters';

/**
 * A tile's icon, looked up when a tile is drawn. Not a table built when this module loads:
 * the bundler puts the icons in the app's start chunk, which imports this one, so at load
 * they were not there yet and every tile drew the fallback (the browser's render replaced
 * the server's right icons with buildings; e2e/server-render.spec.ts).
 */
function iconOf(type: ListingType): LucideIcon {
  switch (type) {
    case 'bnbs':
      return BedDouble;
    case 'for-sale':
      return KeyRound;
    case 'technicians':
      return Wrench;
    case 'movers':
      return Truck;
    case 'architects':
      return DraftingCompass;
    default:
      return Building2;
  }
}

interface CategoryTilesProps {
  counts: Partial<TypeCounts>;
  /** Counts are on their way: show a placeholder instead of a misleading 0. */
  loading: boolean;
}

/** The six home tiles, each a search for its type with how many there are ('homes', 'pros', 'teams'). */
export function CategoryTiles({ counts, loading }: CategoryTilesProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('home.tiles.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {HOME_TILES.map(({ type, unit }) => {
        const Icon = iconOf(type);
        return (
          <li key={type} className="flex">
            <Link
              to={paths.search({ type })}
              // A tile is the person's own choice: a search typed next keeps it (search feature).
              state={handSetState('type')}
              data-tile={type}
              className="flex min-h-24 flex-1 flex-col justify-between gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col">
                <span className="font-semibold text-stone-900">{t(`listings.types.${type}`)}</span>
                <span className="text-sm text-stone-600">
                  {loading ? (
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-14 animate-pulse rounded bg-stone-200 align-middle"
                    />
                  ) : (
                    <>
                      <span data-count>{countText(counts[type] ?? 0)}</span> {t(`home.tiles.${unit}`)}
                    </>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
