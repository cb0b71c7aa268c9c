import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives back. */
export interface RenderedPage {
  html: string;
  hydration: Record<string, unknown>;
}

interface ServerEntry {
  renderPage(input: {
    url: string;
    fetch: typeof fetch;
    signedIn: boolean;
    origin: string;
  }): Promise<RenderedPage | null>;
}

/** Draws a screen for one request, or gives undefined: the browser then draws it alone. */
export type PageRenderer = (request: FastifyRequest, signedIn: boolean) => Promise<RenderedPage | undefined>;

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
  return async (request, signedIn) => {
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
        },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      return (await entry.renderPage({ url: request.url, fetch: fetchAsVisitor, signedIn, origin })) ?? undefined;
    } catch (error) {
      // The page still works: the browser draws it from the API.
      request.log.error({ err: error, url: request.url }, 'server render failed');
      return undefined;
    }
  };
}

/**
 * Puts the drawn screen into the app's root element. Its code is then only needed
 * to make the page respond, not to show it, so it is fetched at low priority: on a
 * slow connection the photos the visitor is looking at get the bandwidth first.
 */
export function withRenderedApp(html: string, rendered: RenderedPage | undefined): string {
  if (!rendered) return html;
  return (
    html
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      // A function replacement, so `$` in the markup is never read as a pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
  );
}

/**
 * The app's stylesheet written into the page instead of linked: a drawn page can
 * then paint as soon as its HTML arrives, without one more round trip (on a phone
 * over mobile data about half a second; Lighthouse's "render-blocking" finding).
 * It is one small file (about 8 KB compressed). Files outside the build are left linked.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
    const cssPath = path.join(distDir, file);
    if (!existsSync(cssPath)) return tag;
    // `</style` cannot occur in CSS the build wrote, but never let it end the element.
    const style = `<style>${readFileSync(cssPath, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    // The app's code, loading a screen, adds the stylesheet its chunks came with unless a
    // <link rel="stylesheet"> for it is already there, and waits for it. This one says it
    // is, and being disabled it is never fetched: the rules are all in the <style> above.
    return `${style}<link disabled rel="stylesheet" href="/${file}" />`;
  });
}
