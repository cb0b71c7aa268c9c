import { createHash } from 'node:crypto';
import {
  imageSrcSet,
  parseImageUrl,
  previewImageUrl,
  PHOTO_SIZES,
  canonicalSearchQuery,
  routePatterns,
} from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import { viewerId, viewerOf } from '../../plugins/session.ts';
import { sendShell } from '../../plugins/web-app.ts';
import { requestDataSaver, requestLanguage } from '../../plugins/language.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../images/preview-image.ts';
import { cacheKey, ResultCache } from '../listings/result-cache.ts';
import { withImageBase } from '../images/served-addresses.ts';
import { getListing } from '../listings/service.ts';
import { recordView } from '../listings/availability-service.ts';
import { listerPage } from '../listings/lister-service.ts';
import { listingStructuredData } from './listing-structured-data.ts';
import { postPageMeta } from './post-meta.ts';
import { listingPreview, monthYear, previewTexts } from './preview-texts.ts';
import { getPost } from '../posts/service.ts';
import { linkPreview, pageDataTag, preloadTag, priorityImageOf } from './head-tags.ts';
import { trustedHtml } from './html.ts';
import { loadPageTemplate, type PageFill } from './page-template.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { loadPageRenderer, serverEntryPath, type RenderedPage } from './server-render.ts';

// Any text: an address that names no listing or post is a not-found page, never a
// JSON error, and only a well-formed id is looked up.
const pageParams = z.object({ id: z.string() });
const isId = (id: string) => z.uuid().safeParse(id).success;

/** Home shows one of its taglines at random (spec: a pool of 18); as many drawn copies are kept. */
const HOME_VARIANTS = 18;

/** The listing's first photo, asked for early: the files it draws from (only the smallest, saving data). */
function heroPreload(photo: string, saving: boolean) {
  return { href: photo, srcset: imageSrcSet(photo, saving ? 320 : undefined), sizes: PHOTO_SIZES.listingHero };
}

/** A drawn screen and the data it hydrates from; undefined: the browser draws it alone. */
function drawn(rendered: RenderedPage | undefined): PageFill {
  if (!rendered) return {};
  const photo = priorityImageOf(rendered.html);
  return {
    head: [...(photo ? [preloadTag(photo)] : []), pageDataTag({ ssr: rendered.hydration })],
    app: trustedHtml(rendered.html),
  };
}

export async function pageRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  if (!app.web.indexHtml) return;
  const template = loadPageTemplate(app.web.indexHtml, app.web.distDir);
  const render = await loadPageRenderer(app, serverEntryPath(app.web.distDir), config.PUBLIC_URL);

  // Drawing a results page costs about 20 ms of CPU, twenty times its JSON answer
  // (npm run bench). Anonymous visitors of one address get the same page until a
  // listing changes (the version the API's own cache checks), so a link shared in a
  // group chat and opened by hundreds costs one render.
  const anonymousPages = new ResultCache(db, { ttlMs: 60_000, maxEntries: 500 });
  // A screen is drawn from the address its own state reads (`url`, from validated
  // values), which is also the cache key: junk parameters and values the screen
  // ignores neither make new entries nor reach the drawing.
  // `variants`: how many differently drawn copies to keep, for a page that differs per
  // visit (home's random tagline): each visit gets one of them at random.
  const draw = async (
    request: FastifyRequest,
    signedIn: boolean,
    url: string,
    variants = 1,
    ownVersion?: string,
  ): Promise<RenderedPage | undefined> => {
    if (!render) return undefined;
    if (signedIn) return render(request, signedIn, url);
    const variant = Math.floor(Math.random() * variants);
    try {
      return await anonymousPages.get(
        // Drawn in the visitor's language: a Swahili visitor never gets an English copy.
        cacheKey('page', { url, variant, language: requestLanguage(request), saving: requestDataSaver(request) }),
        async () => {
          const page = await render(request, false, url);
          // Not kept: a page the browser has to draw alone is retried by the next visitor.
          if (!page) throw new Error('not drawn');
          return page;
        },
        ownVersion,
      );
    } catch {
      return undefined;
    }
  };

  // The app's not-found screen; crawlers see the status and this title, in the visitor's language.
  const notFoundPage = (what: 'listingMissing' | 'listerMissing' | 'postMissing', request: FastifyRequest) => {
    const [title, description] = previewTexts(requestLanguage(request))[what];
    return template.render(linkPreview({ title, description, url: absoluteUrl(config.PUBLIC_URL, request.url) }));
  };

  // The screens people land on from a shared link or a search engine arrive drawn:
  // their largest paint needs no JavaScript (bench/lighthouse.ts measures it).
  // Home reads nothing from its query string; the search screens read their search.
  const screens = [
    { path: routePatterns.home, variants: HOME_VARIANTS, query: () => '' },
    { path: routePatterns.search, variants: 1, query: canonicalSearchQuery },
    { path: routePatterns.searchResults, variants: 1, query: canonicalSearchQuery },
  ];
  for (const screen of screens) {
    app.get(screen.path, { config: { access: 'public' } }, async (request, reply) => {
      const viewer = await viewerId(request);
      const query = screen.query(new URLSearchParams(request.url.split('?')[1] ?? ''));
      const url = query ? `${screen.path}?${query}` : screen.path;
      const rendered = await draw(request, viewer !== undefined, url, screen.variants);
      const description = previewTexts(requestLanguage(request)).siteDescription;
      return sendShell(reply, template.render({ ...drawn(rendered), description }), 200, viewer !== undefined);
    });
  }

  app.get('/listing/:id', { config: { access: 'public' }, schema: { params: pageParams } }, async (request, reply) => {
    // As the API would answer this viewer (saved state included): the page draws from it.
    const viewer = await viewerOf(request, config);
    const { id } = request.params;
    const found = isId(id) ? await getListing(db, id, viewer).catch(() => undefined) : undefined;
    // As the API answers it: photo paths under the image store's current address.
    const listing = found && withImageBase(config.IMAGE_BASE_URL, found);
    if (!listing) {
      // The app shows its not-found screen; crawlers see a 404.
      return sendShell(reply, notFoundPage('listingMissing', request), 404);
    }
    recordView(db, listing, viewer, request.headers['user-agent'], request.log);
    const url = absoluteUrl(config.PUBLIC_URL, `/listing/${listing.id}`);
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
    const rendered = await draw(request, viewer !== undefined, `/listing/${listing.id}`, 1, ownVersion);
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
    return sendShell(
      reply,
      template.render({ ...preview, app: rendered && trustedHtml(rendered.html) }),
      200,
      viewer !== undefined,
    );
  });

  // A lister's page: drawn, with a preview naming them, so a link to it shared over WhatsApp says who it is.
  app.get('/u/:id', { config: { access: 'public' }, schema: { params: pageParams } }, async (request, reply) => {
    const viewer = await viewerOf(request, config);
    const { id } = request.params;
    const found = isId(id)
      ? await listerPage(db, id, { limit: 1 }, viewer?.id, viewer?.moderator).catch(() => undefined)
      : undefined;
    if (!found) {
      return sendShell(reply, notFoundPage('listerMissing', request), 404);
    }
    const { lister } = withImageBase(config.IMAGE_BASE_URL, found);
    const language = requestLanguage(request);
    const texts = previewTexts(language);
    const rendered = await draw(request, viewer !== undefined, `/u/${lister.id}`);
    const preview = linkPreview({
      title: texts.onNyumba(lister.name),
      description: texts.listerSummary(lister.listingCount, monthYear(new Date(lister.memberSince), language)),
      url: absoluteUrl(config.PUBLIC_URL, `/u/${lister.id}`),
      type: 'profile',
      ...(lister.avatar ? { image: absoluteUrl(config.PUBLIC_URL, lister.avatar) } : {}),
      ...(rendered ? { pageData: { ssr: rendered.hydration } } : {}),
      ...(rendered ? { preloadImage: priorityImageOf(rendered.html) } : {}),
    });
    return sendShell(
      reply,
      template.render({ ...preview, app: rendered && trustedHtml(rendered.html) }),
      200,
      viewer !== undefined,
    );
  });

  app.get('/blog/:id', { config: { access: 'public' }, schema: { params: pageParams } }, async (request, reply) => {
    const { id } = request.params;
    const viewer = await viewerOf(request, config);
    const found = isId(id) ? await getPost(db, id, viewer).catch(() => undefined) : undefined;
    const post = found && withImageBase(config.IMAGE_BASE_URL, found);
    if (!post) {
      return sendShell(reply, notFoundPage('postMissing', request), 404);
    }
    const url = absoluteUrl(config.PUBLIC_URL, `/blog/${post.id}`);
    return sendShell(
      reply,
      template.render(
        linkPreview(
          postPageMeta(
            post,
            url,
            (path) => absoluteUrl(config.PUBLIC_URL, path),
            previewTexts(requestLanguage(request)),
          ),
        ),
      ),
    );
  });
}
