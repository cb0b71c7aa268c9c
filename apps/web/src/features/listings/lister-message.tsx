import { Link } from 'react-router';
import type { Listing } from '@nyumba/domain';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../paths';

/**
 * "Send a message" on a lister's page. A conversation is always about one listing (the
 * lister's inbox groups by listing), so with one listing the button goes straight there
 * and with several it opens a short list to choose from. A plain <details> disclosure:
 * it works before the page hydrates, and on the lister's own page there is nothing to show.
 */
export function ListerMessage({ listings }: { listings: Listing[] }) {
  const { t } = useTranslation();
  const open = listings.filter((listing) => listing.availability === 'available');
  if (open.length === 0) return null;
  const button =
    'inline-flex min-h-11 items-center justify-center rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800';
  if (open.length === 1)
    return (
      <Link to={paths.newMessage(open[0]!._id)} className={button}>
        {t('listings.lister.message')}
      </Link>
    );
  return (
    <details className="group max-w-md">
      <summary className={`${button} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {t('listings.lister.message')}
      </summary>
      <div className="mt-2 rounded-2xl border border-stone-200 bg-white">
        <p className="px-4 pt-3 text-sm font-semibold text-stone-700">{t('listings.lister.messageWhich')}</p>
        <ul className="divide-y divide-stone-100">
          {open.map((listing) => (
            <li key={listing._id}>
              <Link
                to={paths.newMessage(listing._id)}
                className="flex min-h-11 items-center px-4 py-2 [overflow-wrap:anywhere] text-stone-900 hover:bg-stone-50"
              >
                {listing.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
