import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@nyumba/domain';
import { requestDataSaver, requestLanguage } from '../../plugins/language.ts';
import { pathToFileURL } from 'node:url';
import { redactUrl } from '../../lib/redact-url.ts';
import { DRAWING_HEADER } from '../listings/index.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives back. */
export interface RenderedPage {
  html: string;
  hydration: Record<string, unknown>;
  /** Queries a screen read that its routes did not declare; drawn loading, so logged. */
  undeclared?: string[];
}

interface ServerEntry {
  renderPage(input: {
    url: string;
    fetch: typeof fetch;
    signedIn: boolean;
    origin: string;
    language: Language;
    dataSaver: boolean;
  }): Promise<RenderedPage | null>;
}

/**
 * Draws the screen at `url` (path and query) for one request's visitor, in their
 * language, or gives undefined: the browser then draws it alone.
 */
export type PageRenderer = (
  request: FastifyRequest,
  signedIn: boolean,
  url: string,
) => Promise<RenderedPage | undefined>;

/** Built beside the browser app by `npm run build` (apps/web: vite build --ssr). */
export function serverEntryPath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Loads the web app's server renderer. Its API calls go through this same server
 * in-process (`inject`), as the visitor: their cookie, GET only, JSON. A missing
 * build is not an error: pages are then drawn by the browser, as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryPath: string,
  origin: string,
): Promise<PageRenderer | undefined> {
  if (!existsSync(entryPath)) {
    app.log.warn({ entryPath }, 'server renderer not built; pages are drawn in the browser only');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  return async (request, signedIn, url) => {
    // Whatever identifies the visitor: the session cookie, or a bearer token (API clients).
    const { cookie, authorization } = request.headers;
    const fetchAsVisitor: typeof fetch = async (input, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') throw new Error(`a server render may only read, not ${method}`);
      const answer = await app.inject({
        method: 'GET',
        url: String(input),
        headers: {
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(authorization ? { authorization } : {}),
          // The page's own request counts the listing's view; its reads do not count again.
          [DRAWING_HEADER]: '1',
        },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const language = requestLanguage(request);
      const dataSaver = requestDataSaver(request);
      const page =
        (await entry.renderPage({ url, fetch: fetchAsVisitor, signedIn, origin, language, dataSaver })) ?? undefined;
      // Drawn, but a screen read data its route did not declare (apps/web/src/lib/route-data.ts).
      if (page?.undeclared?.length)
        request.log.warn(
          { url: redactUrl(url), undeclared: page.undeclared },
          'page read data its route did not declare',
        );
      return page;
    } catch (error) {
      // The page still works: the browser draws it from the API.
      request.log.error({ err: error, url: redactUrl(url) }, 'server render failed');
      return undefined;
    }
  };
}
