import { useId, useState } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { formatPrice, type Listing } from '@nyumba/domain';
import { MoreDetailsButton } from '../../../components/more-details';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PHOTO_SIZES } from '../../../lib/images';
import { paths } from '../../../paths';
import { TypeBadge } from '../listing-card/type-badge';
import { formatListingDate, shortBedrooms } from '../listing-helpers';

/** Spec 'All Listings': first photo, badge, its price ('KSH 25,000/month', by type), '{n} BR', and an expander with dates. */
export function AllListingsCard({ listing, priority = false }: { listing: Listing; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const photo = listing.image_urls[0];
  const locale = i18n.language === 'en' ? 'en-KE' : i18n.language;

  return (
    <article
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/10] bg-stone-200">
        {photo ? (
          <ResponsiveImage
            src={photo}
            alt={t('listings.card.photoAlt', { name: listing.name, index: 1, total: listing.image_urls.length })}
            sizes={PHOTO_SIZES.cardGrid}
            priority={priority}
            className="size-full object-cover"
          />
        ) : null}
        <TypeBadge type={listing.type} className="absolute top-2 left-2" />
      </div>
      <div className="space-y-1 p-4 pt-3">
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          <Link
            to={paths.listing(listing._id)}
            className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline"
          >
            {listing.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-3 text-stone-700">
          <span className="font-bold text-brand-700">
            {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
          </span>
          {listing.bedrooms ? <span className="text-sm">{shortBedrooms(listing.bedrooms, t)}</span> : null}
        </p>
        <MoreDetailsButton
          open={open}
          panelId={panelId}
          onToggle={() => setOpen((value) => !value)}
          className="relative z-10"
        />
        <div id={panelId} hidden={!open} className="space-y-3 pb-1 text-sm text-stone-700">
          <p className="break-words whitespace-pre-line">{listing.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold">{t('listings.all.created')}</dt>
            <dd>
              <time dateTime={listing.createdAt}>{formatListingDate(listing.createdAt, locale)}</time>
            </dd>
            <dt className="font-semibold">{t('listings.all.updated')}</dt>
            <dd>
              <time dateTime={listing.updatedAt}>{formatListingDate(listing.updatedAt, locale)}</time>
            </dd>
          </dl>
        </div>
      </div>
    </article>
  );
}
