import { formatMonthlyPrice, formatBedrooms, formatListingType, imageSrcSet, isServiceType, PHOTO_SIZES } from '@nyumba/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { viewerId } from '../../plugins/session.ts';
import { sendShell } from '../../plugins/web-app.ts';
import { getListing } from '../listings/service.ts';
import { postPageMeta } from '../posts/page-meta.ts';
import { getPost } from '../posts/service.ts';
import { renderShell } from './head-tags.ts';

const listingParams = z.object({ id: z.string().max(100) });

/** Absolute URL for link previews: crawlers do not resolve relative image paths. */
function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, '')}${url}`;
}

export async function pageRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const indexHtml = app.web.indexHtml;
  if (!indexHtml) return;

  app.get('/listing/:id', { config: { access: 'public' }, schema: { params: listingParams } }, async (request, reply) => {
    // As the API would answer this viewer (saved state included): the page draws from it.
    const viewer = await viewerId(request);
    const listing = await getListing(db, request.params.id, viewer).catch(() => undefined);
    if (!listing) {
      // The app shows its not-found screen; crawlers see a 404.
      return sendShell(reply, renderShell(indexHtml, { title: 'Listing not found', description: 'This listing is no longer on Nyumba.', url: absolute(config.PUBLIC_URL, request.url) }), 404);
    }
    const url = absolute(config.PUBLIC_URL, `/listing/${listing.id}`);
    const price = formatMonthlyPrice(listing.price);
    const what = listing.bedrooms && !isServiceType(listing.type) ? `${formatBedrooms(listing.bedrooms)} · ` : '';
    const where = listing.areaName ? ` · ${listing.areaName}` : '';
    const photo = listing.image_urls[0];
    const image = photo ? absolute(config.PUBLIC_URL, photo) : undefined;
    const html = renderShell(indexHtml, {
      title: `${listing.name} – ${price}`,
      description: `${what}${formatListingType(listing.type)}${where}. ${listing.description}`,
      url,
      type: 'product',
      ...(image ? { image } : {}),
      // The page's first photo is its largest paint (listing-detail.tsx draws it).
      ...(photo ? { preloadImage: { href: photo, srcset: imageSrcSet(photo), sizes: PHOTO_SIZES.listingHero } } : {}),
      pageData: { listing },
      extra: { 'product:price:amount': String(listing.price), 'product:price:currency': 'KES' },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: listing.name,
        description: listing.description,
        url,
        ...(image ? { image } : {}),
        offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'KES', availability: 'https://schema.org/InStock' },
      },
    });
    return sendShell(reply, html, 200, viewer !== undefined);
  });

  app.get('/blog/:id', { config: { access: 'public' }, schema: { params: listingParams } }, async (request, reply) => {
    const post = await getPost(db, request.params.id).catch(() => undefined);
    if (!post) {
      return sendShell(reply, renderShell(indexHtml, { title: 'Post not found', description: 'This post is no longer on Nyumba.', url: absolute(config.PUBLIC_URL, request.url) }), 404);
    }
    const url = absolute(config.PUBLIC_URL, `/blog/${post.id}`);
    return sendShell(reply, renderShell(indexHtml, postPageMeta(post, url, (path) => absolute(config.PUBLIC_URL, path))));
  });
}
