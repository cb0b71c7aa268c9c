import { useId, useState, type ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { BadgeCheck, BedDouble, Building2, MapPin, Star, Wrench } from 'lucide-react';
import { formatPrice, formatRating, isServiceType, tradeLabel, type Listing, type RatingSummary } from '@nyumba/domain';
import { bedroomsLabel } from '../../../lib/bedrooms-label';
import { confirmedLabel } from '../listing-helpers';
import { Toast, useToast } from '../../../components/toast';
import { PHOTO_SIZES } from '../../../lib/images';
import { paths } from '../../../paths';
import { CardActions, type CardMode } from './card-actions';
import { CardDetails } from './card-details';
import { ImageCarousel } from './image-carousel';
import { ImageGallery } from './image-gallery';
import { NoPhoto } from './no-photo';
import { FeaturedLabel, TypeBadge } from './type-badge';
import { ProviderFacts } from './provider-facts';

// Here, with the card's code, rather than among the texts a first visit loads (its budget).
const RENT_PROTECTED = { en: 'Rent protected by Nyumba', sw: 'Kodi inalindwa na Nyumba' } as const;
const AGENCY = { en: 'Agency', sw: 'Wakala' } as const;

export interface ListingCardProps {
  listing: Listing;
  /** 'manage': Edit and Delete (asks first); 'deletable': Delete passes the id straight to onDelete. */
  mode?: CardMode;
  onDelete?: (id: string) => void | Promise<void>;
  /** The save toggle, drawn over the photo; nothing is drawn without it. */
  saveToggle?: ReactNode;
  /** First cards of a page are above the fold: load their photo at once. */
  priority?: boolean;
  /** How wide the card is drawn, for the photo's srcset. */
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
}

// A bnb search's dates and guests, carried to the bnb's page ("Ask for dates" starts from them).
const STAY_KEYS = ['checkIn', 'checkOut', 'guests'];

function stayQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of STAY_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The listing card shared by home, search, saved and my listings (docs/product.md, Listing card). */
export function ListingCard({
  listing,
  mode = 'view',
  onDelete,
  saveToggle,
  priority = false,
  sizes = PHOTO_SIZES.cardGrid,
  headingLevel: Heading = 'h3',
}: ListingCardProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const { toast, show } = useToast();
  const images = listing.image_urls;

  // Spec: a home without photos is not shown at all; a service's photos are optional.
  if (images.length === 0 && !isServiceType(listing.type)) return null;
  const trade = listing.trade ? tradeLabel(listing.trade, currentLanguage()) : null;

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {/* Above the name's stretched link: the photos keep their own gallery and swipe. */}
      <div className="relative z-10">
        {images.length ? (
          <ImageCarousel
            images={images}
            name={listing.name}
            index={index}
            onIndexChange={setIndex}
            onOpen={() => setGalleryOpen(true)}
            sizes={sizes}
            priority={priority}
            // A card is at most about 460 px wide: 640 px files are sharp enough at phone
            // densities and stay within the 35 KB photo budget. The server-drawn first
            // photo was once seen taking the 1280 px file (93.6 KB) in CI.
            maxWidth={640}
          />
        ) : (
          <NoPhoto label={trade} />
        )}
        <TypeBadge type={listing.type} className="absolute top-2 left-2" />
        {listing.availability !== 'available' ? (
          // A saved listing that was let or sold, or one its lister paused: said on the photo.
          <span className="absolute bottom-2 left-2 rounded-full bg-stone-900/85 px-3 py-1 text-sm font-semibold text-white">
            {t(`listings.availability.badge.${listing.availability}`)}
          </span>
        ) : null}
        {saveToggle ? <div className="absolute top-1 right-1">{saveToggle}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4 pt-3">
        <Heading id={titleId} className="text-lg leading-snug font-semibold text-stone-900">
          {/* Stretched over the whole card, so a tap anywhere that is not a control opens the listing. */}
          <Link
            to={`${paths.listing(listing._id)}${listing.type === 'bnbs' ? stayQuery(search) : ''}`}
            className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline"
          >
            {listing.name}
          </Link>
        </Heading>
        {Number.isFinite(listing.price) ? (
          <p className="font-bold text-brand-700">
            {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          {listing.featured ? <FeaturedLabel as="li" /> : null}
          {trade ? (
            <li className="inline-flex items-center gap-1.5 font-medium text-stone-800">
              <Wrench aria-hidden="true" className="size-4 shrink-0" />
              {trade}
            </li>
          ) : null}
          {listing.rating ? <CardRating rating={listing.rating} /> : null}
          {listing.phoneVerifiedAt ? (
            <li className="inline-flex items-center gap-1.5 font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              {/* A rental whose lister proved a number can be rented on Nyumba, its money held (docs/tenancies.md). */}
              {listing.type === 'rentals' ? RENT_PROTECTED[currentLanguage()] : t('listings.card.phoneVerified')}
            </li>
          ) : null}
          {listing.bedrooms ? (
            <li className="inline-flex items-center gap-1.5">
              <BedDouble aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('listings.card.bedrooms')} </span>
              {/* The label names its own unit ('2 bedroom', 'bedsitter'); see listing-helpers. */}
              <span className="inline-block first-letter:uppercase">{bedroomsLabel(listing.bedrooms, t)}</span>
            </li>
          ) : null}
          {listing.areaName ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('listings.card.area')} </span>
              {listing.areaName}
            </li>
          ) : null}
          {/* An agency's listing names the agency; its agent (the lister) is on the listing's page. */}
          {listing.agency ? (
            <li className="inline-flex min-w-0 items-center gap-1.5" data-testid="card-agency">
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{AGENCY[currentLanguage()]} </span>
              <span className="truncate">{listing.agency.name}</span>
            </li>
          ) : null}
        </ul>
        <ProviderFacts listing={listing} />
        {listing.availability === 'available' && !listing.staleAt ? (
          <p className="text-xs text-stone-600">{confirmedLabel(listing.confirmedAt, t)}</p>
        ) : null}
        <div className="relative z-10 mt-auto pt-2">
          <CardActions listing={listing} mode={mode} onDelete={onDelete} />
          <CardDetails
            listingId={listing._id}
            phoneNumber={listing.phone_number}
            description={listing.description}
            onCopied={show}
          />
        </div>
      </div>
      {galleryOpen ? (
        <ImageGallery images={images} name={listing.name} startIndex={index} onClose={() => setGalleryOpen(false)} />
      ) : null}
      <Toast toast={toast} />
    </article>
  );
}

/** "★ 4.8 (12)": the stars of clients' published reviews, said in full to a screen reader. */
function CardRating({ rating }: { rating: RatingSummary }) {
  const { t } = useTranslation();
  const average = formatRating(rating.average);
  return (
    <li className="inline-flex items-center gap-1 font-medium text-stone-800">
      <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
      <span className="sr-only">{t('listings.card.rating', { average, count: rating.count })}</span>
    </li>
  );
}
