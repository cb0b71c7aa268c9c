import { createHash } from 'node:crypto';
import { imageSrcSet, pageAddress, parseImageUrl, PHOTO_SIZES, previewImageUrl, routePatterns } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { viewerOf } from '../../plugins/session.ts';
import { requestDataSaver, requestLanguage } from '../../plugins/language.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, withImageBase } from '../images/index.ts';
import { getListing, recordView } from '../listings/index.ts';
import { linkPreview } from './head-tags.ts';
import { listingStructuredData } from './listing-structured-data.ts';
import { drawnApp, isId, pageParams, type PageKit } from './page-kit.ts';
import { listingPreview } from './preview-texts.ts';
import { readDb } from '../../plugins/read-routing.ts';

/** The listing's first photo, asked for early: the files it draws from (only the smallest, saving data). */
function heroPreload(photo: string, saving: boolean) {
  return { href: photo, srcset: imageSrcSet(photo, saving ? 320 : undefined), sizes: PHOTO_SIZES.listingHero };
}

/** /listing/{id}: drawn, with the link preview messengers show and the listing's structured data. */
export function listingPage(app: AppInstance, kit: PageKit): void {
  const { db, config } = kit;
  app.get(
    routePatterns.listing,
    { config: { access: 'public' }, schema: { params: pageParams('listingId') } },
    async (request, reply) => {
      // As the API would answer this viewer (saved state included): the page draws from it.
      const viewer = await viewerOf(request, config);
      const id = request.params.listingId;
      const found = isId(id) ? await getListing(readDb(request), id, viewer).catch(() => undefined) : undefined;
      // As the API answers it: photo paths under the image store's current address.
      const listing = found && withImageBase(config.IMAGE_BASE_URL, found);
      if (!listing) return kit.notFound(reply, 'listingMissing');
      recordView(db, listing, viewer, request, request.log);
      const url = absoluteUrl(config.PUBLIC_URL, pageAddress.listing(listing.id));
      const photo = listing.image_urls[0];
      const photoKey = photo ? parseImageUrl(photo, config.IMAGE_BASE_URL)?.key : undefined;
      // Messengers want a JPEG at 1200×630 (images/preview-image.ts); a photo not in our store keeps its own address.
      const image = photoKey
        ? absoluteUrl(config.PUBLIC_URL, previewImageUrl('', photoKey))
        : photo
          ? absoluteUrl(config.PUBLIC_URL, photo)
          : undefined;
      // The page shows this listing only: checked against the listing as just read, so
      // writes to other listings leave its drawn copy in place.
      const ownVersion = createHash('sha256').update(JSON.stringify(listing)).digest('base64url');
      const rendered = await kit.draw(request, viewer !== undefined, pageAddress.listing(listing.id), 1, ownVersion);
      const preview = linkPreview({
        ...listingPreview(listing, requestLanguage(request)),
        url,
        type: 'product',
        ...(image ? { image } : {}),
        // The page's first photo is its largest paint (listing-detail.tsx draws it).
        ...(photo ? { preloadImage: heroPreload(photo, requestDataSaver(request)) } : {}),
        // Drawn on the server, the page hydrates from the same answers; otherwise the
        // browser draws it at once from the listing (apps/web/src/lib/page-data.ts).
        pageData: rendered ? { ssr: rendered.hydration } : { listing },
        extra: {
          ...(photoKey
            ? {
                'og:image:width': String(PREVIEW_WIDTH),
                'og:image:height': String(PREVIEW_HEIGHT),
                'og:image:type': 'image/jpeg',
              }
            : {}),
          'product:price:amount': String(listing.price),
          'product:price:currency': 'KES',
        },
        jsonLd: listingStructuredData(listing, url, image),
      });
      return kit.send(reply, { ...preview, app: drawnApp(rendered) }, viewer !== undefined);
    },
  );
}
