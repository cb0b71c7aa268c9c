import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sendShell } from '../../plugins/web-app.ts';
import { requestDataSaver, requestLanguage } from '../../plugins/language.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { cacheKey, ResultCache } from '../listings/index.ts';
import { linkPreview, pageDataTag, preloadTag, priorityImageOf } from './head-tags.ts';
import { html, trustedHtml } from './html.ts';
import { loadPageTemplate, type PageFill, type PageTemplate } from './page-template.ts';
import { previewTexts } from './preview-texts.ts';
import { loadPageRenderer, serverEntryPath, type RenderedPage } from './server-render.ts';
import { readDb } from '../../plugins/read-routing.ts';

/**
 * A page drawn for a signed-in visitor says so: its app starts at once rather than on the
 * first touch (apps/web/src/lib/start-on-intent.ts), since the parts only a member sees
 * (an owner's or a moderator's tools, the unread count) are drawn by it.
 */
const SIGNED_IN = html`<meta name="viewer" content="signed-in" />`;

// Any text: an address that names no listing or post is a not-found page, never a
// JSON error, and only a well-formed id is looked up.
export const pageParams = <const K extends string>(name: K) =>
  z.object({ [name]: z.string() } as Record<K, z.ZodString>);
export const isId = (id: string) => z.uuid().safeParse(id).success;

/** What every page kind shares: the template, the drawing (cached for anonymous visitors) and one ending. */
export interface PageKit {
  db: Database;
  config: Config;
  template: PageTemplate;
  /**
   * A screen drawn from the address its own state reads (`url`, from validated values),
   * which is also the cache key. `variants`: how many differently drawn copies to keep,
   * for a page that differs per visit (home's random tagline); `ownVersion`: a page that
   * shows one listing is checked against that listing alone.
   */
  draw(
    request: FastifyRequest,
    signedIn: boolean,
    url: string,
    variants?: number,
    ownVersion?: string,
  ): Promise<RenderedPage | undefined>;
  /** The app's not-found screen with a 404; crawlers see the status and this title, in the visitor's language. */
  notFound(reply: FastifyReply, what: 'listingMissing' | 'listerMissing' | 'postMissing'): FastifyReply;
  /** The ending every page shares: its head, the drawn screen if any, personal when signed in. */
  send(reply: FastifyReply, fill: PageFill, signedIn: boolean): FastifyReply;
}

/** A drawn screen and the data it hydrates from; undefined: the browser draws it alone. */
export function drawn(rendered: RenderedPage | undefined): PageFill {
  if (!rendered) return {};
  const photo = priorityImageOf(rendered.html);
  return {
    head: [...(photo ? [preloadTag(photo)] : []), pageDataTag({ ssr: rendered.hydration })],
    app: trustedHtml(rendered.html),
  };
}

/** The drawn screen's markup for a page whose head names its own data and preloads. */
export const drawnApp = (rendered: RenderedPage | undefined) => rendered && trustedHtml(rendered.html);

/** Undefined when the web app is not built: the pages are then the API server's 404s. */
export async function makePageKit(app: AppInstance): Promise<PageKit | undefined> {
  const { db, config } = app.deps;
  if (!app.web.indexHtml) return undefined;
  const template = loadPageTemplate(app.web.indexHtml, app.web.distDir);
  const render = await loadPageRenderer(app, serverEntryPath(app.web.distDir), config.PUBLIC_URL);

  // Drawing a results page costs about 20 ms of CPU, twenty times its JSON answer
  // (npm run bench). Anonymous visitors of one address get the same page until a
  // listing changes (the version the API's own cache checks), so a link shared in a
  // group chat and opened by hundreds costs one render.
  const anonymousPages = new ResultCache(db, { ttlMs: 60_000, maxEntries: 500 });

  return {
    db,
    config,
    template,
    async draw(request, signedIn, url, variants = 1, ownVersion) {
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
          readDb(request),
        );
      } catch {
        return undefined;
      }
    },
    notFound(reply, what) {
      const request = reply.request;
      const [title, description] = previewTexts(requestLanguage(request))[what];
      const html = template.render(
        linkPreview({ title, description, url: absoluteUrl(config.PUBLIC_URL, request.url) }),
      );
      return sendShell(reply, html, 404);
    },
    send(reply, fill, signedIn) {
      const page = signedIn ? { ...fill, head: [...(fill.head ?? []), SIGNED_IN] } : fill;
      // The public copy every anonymous visitor gets opens in the window the link was
      // tapped in, without a new browsing context group (docs/decisions/0035): a page
      // drawn for a member keeps the isolation of every other page.
      if (!signedIn) reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
      return sendShell(reply, template.render(page), 200, signedIn);
    },
  };
}
