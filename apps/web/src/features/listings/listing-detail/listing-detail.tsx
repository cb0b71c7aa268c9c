import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { BadgeCheck, MapPin, Navigation, Pencil } from 'lucide-react';
import { formatMonthYear } from '../../../lib/kenyan-dates';
import { formatPhone, formatPrice, isServiceType, type Listing } from '@nyumba/domain';
import { buttonStyles } from '../../../components/button-styles';
import { Toast, useToast } from '../../../components/toast';
import { PHOTO_SIZES } from '../../../lib/images';
import { HydrateLater } from '../../../lib/hydrate-later';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { paths } from '../../../paths';
import { selectCurrentUser, useSessionStore } from '../../auth';
import { ItemModerationPanel, ModerationNotice, ReportButton } from '../../moderation';
import { LoadBoundary } from '../../../components/load-boundary';
import { ListerBookingLink, StayRequestPanel, ViewingBookingPanel } from '../../bookings';
import { ListingReviews } from '../../reviews';
import { TenancyRequestPanel } from '../../tenancies';
import { ImageCarousel } from '../listing-card/image-carousel';
import { ImageGallery } from '../listing-card/image-gallery';
import { FeaturedLabel, TypeBadge } from '../listing-card/type-badge';
import { formatListingDate, listingLatLng } from '../listing-helpers';
import { ContactActions } from './contact-actions';
import { UnavailableNotice } from '../availability';
import { AmenityList, ListingFactRows } from './listing-facts';
import { LicenceCheck } from './licence-check';
import { ListerBlock } from './lister-block';
import { SimilarListings } from './similar-listings';
import { SCREEN_TITLE_ID, ScreenTitle } from '../../../components/screen';

const ListingMiniMap = lazy(() => import('./listing-mini-map'));

interface ListingDetailProps {
  listing: Listing;
  isOwner: boolean;
  saveButton?: ReactNode;
}

/** Everything about one listing: photos, facts, description, contact, share and map. */
/** Directions to a point in the phone's maps app (Google Maps' documented URL; Android opens the app). */
const directionsUrl = (point: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;

export function ListingDetail({ listing, isOwner, saveButton }: ListingDetailProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const { toast, show } = useToast();
  const moderator = useSessionStore(selectCurrentUser)?.moderator === true;
  const point = listingLatLng(listing);
  // Leaflet (40 KB, half a second of a phone's CPU) and the tiles wait until the map
  // is about to scroll into view, so they do not compete with the photo on arrival.
  const mapSlot = useRef<HTMLDivElement>(null);
  const mapNear = useNearViewport(mapSlot, '100px');
  // The booking form (a bnb's dates, a home's viewing times) is drawn once the page is live, in
  // its own chunk: the server draws the page without it (it depends on the calendar's answer).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // A bnb takes stays; a home to rent or buy, viewings; a service provider, neither.
  const bookable = listing.type === 'bnbs' || listing.type === 'rentals' || listing.type === 'for-sale';

  return (
    // Room at the end for the contact bar that stays over the page on phones. From
    // 1024 px two columns: photos and details on the left, the name, price and
    // contact panel beside the photos, staying in view while the page scrolls.
    <article
      className="space-y-6 pb-20 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8 lg:gap-y-6 lg:space-y-0 lg:pb-0"
      aria-labelledby={SCREEN_TITLE_ID}
    >
      {listing.image_urls.length > 0 ? (
        <div className="relative -mx-4 sm:mx-0 lg:col-start-1 lg:row-start-1">
          <HydrateLater>
            <ImageCarousel
              images={listing.image_urls}
              name={listing.name}
              index={index}
              onIndexChange={setIndex}
              onOpen={() => setGalleryOpen(true)}
              // The server preloads this photo with the same sizes (pages/listing-page.ts).
              sizes={PHOTO_SIZES.listingHero}
              priority
              className="aspect-[4/3] sm:aspect-[16/10] sm:rounded-2xl"
            />
          </HydrateLater>
          <TypeBadge type={listing.type} className="absolute top-3 left-3 sm:left-3" />
        </div>
      ) : null}

      {/* Beside the photos on a desktop, it stays in view while the page scrolls; no taller than
          the screen (a rental's viewing and renting, a bnb's month of nights), it scrolls within
          itself, so its end is never out of reach of a wheel or of Tab. */}
      <div
        data-listing-aside
        className="space-y-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:rounded-2xl lg:border lg:border-stone-200 lg:bg-white lg:p-5"
      >
        <HydrateLater className="space-y-6">
          <header className="space-y-2">
            {listing.moderation ? <ModerationNotice status={listing.moderation} listingId={listing.id} /> : null}
            {listing.featured ? <FeaturedLabel /> : null}
            <ScreenTitle>{listing.name}</ScreenTitle>
            <p className="text-xl font-bold text-brand-700">
              {formatPrice(listing.price, listing.type, currentLanguage(), listing.priceUnit)}
            </p>
            {listing.areaName ? (
              <p className="inline-flex items-center gap-1.5 text-stone-600">
                <MapPin aria-hidden="true" className="size-4" />
                {listing.areaName}
              </p>
            ) : null}
          </header>

          {listing.availability === 'available' ? (
            <ContactActions listing={listing} onMessage={show} saveButton={saveButton} />
          ) : (
            <UnavailableNotice listing={listing} />
          )}
        </HydrateLater>
        {live && bookable && listing.availability === 'available' ? (
          // Offline, a page kept on the phone still opens: the booking part stays away instead.
          <LoadBoundary fallback={null}>
            <Suspense fallback={null}>
              {isOwner ? (
                <ListerBookingLink listingId={listing._id} type={listing.type} />
              ) : listing.type === 'bnbs' ? (
                <StayRequestPanel listing={listing} />
              ) : listing.type === 'rentals' ? (
                // A home to rent: see it first, then rent it on Nyumba, the money held.
                <div className="space-y-6">
                  <ViewingBookingPanel listing={listing} />
                  <TenancyRequestPanel listing={listing} />
                </div>
              ) : (
                <ViewingBookingPanel listing={listing} />
              )}
            </Suspense>
          </LoadBoundary>
        ) : null}
      </div>

      <div className="space-y-6 lg:col-start-1 lg:row-start-2">
        {/* Text and links only: hydrated after the photos and the contact panel. */}
        <HydrateLater className="space-y-6">
          <section aria-labelledby="details-title" className="space-y-3">
            <h2 id="details-title" className="text-lg font-semibold">
              {t('listings.detail.details')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
              <ListingFactRows listing={listing} />
              {listing.phone_number ? (
                <>
                  <dt className="font-semibold text-stone-600">{t('listings.form.phone')}</dt>
                  <dd>
                    <a href={`tel:${listing.phone_number}`} className="underline-offset-2 hover:underline">
                      {formatPhone(listing.phone_number)}
                    </a>
                    {listing.phoneVerifiedAt ? (
                      <span className="ml-2 inline-flex items-center gap-1 font-medium text-emerald-800">
                        <BadgeCheck aria-hidden="true" className="size-4" />
                        {t('listings.lister.phoneVerified', {
                          date: formatMonthYear(new Date(listing.phoneVerifiedAt)),
                        })}
                      </span>
                    ) : null}
                  </dd>
                </>
              ) : null}
              <dt className="font-semibold text-stone-600">{t('listings.all.created')}</dt>
              <dd>
                <time dateTime={listing.createdAt}>{formatListingDate(listing.createdAt)}</time>
              </dd>
              <dt className="font-semibold text-stone-600">{t('listings.all.updated')}</dt>
              <dd>
                <time dateTime={listing.updatedAt}>{formatListingDate(listing.updatedAt)}</time>
              </dd>
            </dl>
            <p className="break-words whitespace-pre-line text-stone-800">{listing.description}</p>
          </section>

          <AmenityList listing={listing} />
        </HydrateLater>

        {point ? (
          <section aria-labelledby="location-title" className="space-y-3">
            <h2 id="location-title" className="text-lg font-semibold">
              {t('listings.detail.location')}
            </h2>
            <div ref={mapSlot}>
              <Suspense fallback={<div className="h-60 rounded-xl bg-stone-100" />}>
                {mapNear ? <ListingMiniMap point={point} /> : <div className="h-60 rounded-xl bg-stone-100" />}
              </Suspense>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.mapLayout({ lat: point.lat, lng: point.lng, selectedId: listing._id, redirected: true })}
                className={buttonStyles.secondary}
              >
                <MapPin aria-hidden="true" className="size-5" />
                {t('listings.card.showOnMap')}
              </Link>
              {/* The phone's own maps app, with the way there from where the person is. */}
              <a href={directionsUrl(point)} target="_blank" rel="noopener" className={buttonStyles.secondary}>
                <Navigation aria-hidden="true" className="size-5" />
                {t('listings.detail.directions')}
              </a>
            </div>
          </section>
        ) : null}

        {listing.lister ? (
          <HydrateLater>
            <ListerBlock lister={listing.lister} agency={listing.agency} />
          </HydrateLater>
        ) : null}

        {isOwner ? null : <ReportButton kind="listing" id={listing._id} />}

        {moderator ? (
          <Suspense fallback={null}>
            <ItemModerationPanel kind="listing" id={listing._id} />
            <LicenceCheck listing={listing} />
          </Suspense>
        ) : null}

        {isOwner ? (
          <Link to={paths.updateListing(listing._id)} state={{ listing }} className={buttonStyles.secondary}>
            <Pencil aria-hidden="true" className="size-5" />
            {t('listings.card.edit')}
          </Link>
        ) : null}

        {live && (isServiceType(listing.type) || listing.type === 'bnbs') ? (
          <LoadBoundary fallback={null}>
            <Suspense fallback={null}>
              <ListingReviews listing={listing} />
            </Suspense>
          </LoadBoundary>
        ) : null}

        <SimilarListings id={listing._id} />
      </div>

      {galleryOpen ? (
        <ImageGallery
          images={listing.image_urls}
          name={listing.name}
          startIndex={index}
          onClose={() => setGalleryOpen(false)}
        />
      ) : null}
      <Toast toast={toast} />
    </article>
  );
}
