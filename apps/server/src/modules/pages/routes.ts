import { formatMonthlyPrice, routePatterns, formatBedrooms, formatListingType, imageSrcSet, isServiceType, PHOTO_SIZES } from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { viewerId } from '../../plugins/session.ts';
import { sendShell } from '../../plugins/web-app.ts';
import { getListing } from '../listings/service.ts';
import { postPageMeta } from '../posts/page-meta.ts';
import { getPost } from '../posts/service.ts';
import { renderShell, withPageData } from './head-tags.ts';
import { inlineStylesheets, loadPageRenderer, serverEntryPath, withRenderedApp } from './server-render.ts';

const listingParams = z.object({ id: z.string().max(100) });

/** Absolute URL for link previews: crawlers do not resolve relative image paths. */
function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, '')}${url}`;
}

export async function pageRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  if (!app.web.indexHtml) return;
  const indexHtml = inlineStylesheets(app.web.indexHtml, app.web.distDir);
  const render = await loadPageRenderer(app, serverEntryPath(app.web.distDir), config.PUBLIC_URL);

  const draw = async (request: FastifyRequest, signedIn: boolean) => (render ? render(request, signedIn) : undefined);

  // The screens people land on from a shared link or a search engine arrive drawn:
  // their largest paint needs no JavaScript (bench/lighthouse.ts measures it).
  const screens = [routePatterns.home, routePatterns.search, routePatterns.searchResults];
  for (const screen of screens) {
    app.get(screen, { config: { access: 'public' } }, async (request, reply) => {
      const viewer = await viewerId(request);
      const rendered = await draw(request, viewer !== undefined);
      const html = withPageData(indexHtml, rendered && { ssr: rendered.hydration });
      return sendShell(reply, withRenderedApp(html, rendered), 200, viewer !== undefined);
    });
  }

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
    const rendered = await draw(request, viewer !== undefined);
    const html = renderShell(indexHtml, {
      title: `${listing.name} – ${price}`,
      description: `${what}${formatListingType(listing.type)}${where}. ${listing.description}`,
      url,
      type: 'product',
      ...(image ? { image } : {}),
      // The page's first photo is its largest paint (listing-detail.tsx draws it).
      ...(photo ? { preloadImage: { href: photo, srcset: imageSrcSet(photo), sizes: PHOTO_SIZES.listingHero } } : {}),
      // Drawn on the server, the page hydrates from the same answers; otherwise the
      // browser draws it at once from the listing (apps/web/src/lib/page-data.ts).
      pageData: rendered ? { ssr: rendered.hydration } : { listing },
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
    return sendShell(reply, withRenderedApp(html, rendered), 200, viewer !== undefined);
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
