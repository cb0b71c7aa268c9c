import fastifyStatic from '@fastify/static';
import { API_ROOT, isScreenPath } from '@nyumba/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { WebApp } from '../app-types.ts';
import { PRIVATE_NO_STORE } from './session.ts';
import { PAGE_VARY, requestDataSaver, requestLanguage, withDocumentLanguage } from './language.ts';

// GET /upload is a screen of the app; only POST /upload is the image API.
const API_PREFIXES = [`${API_ROOT}/`, API_ROOT, '/images/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * Files that must be checked on every visit: the service worker, so a deploy's new one is
 * found at once, and the pages it precaches, so the one it installs matches its build.
 */
const ALWAYS_CHECKED = new Set(['sw.js', 'offline.html', 'index.html']);

/**
 * How long a built file may be kept. The name is the file's as requested: a precompressed
 * copy (`sw.js.br`) is the same file to a cache, so the `.br`/`.gz` is taken off first
 * (keeping the copy's own name gave the compressed service worker an hour in any CDN).
 */
export function staticCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  return ALWAYS_CHECKED.has(name) ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html
 * never cached (so a deploy is picked up at once), and any other GET that wants
 * HTML answered with the app shell so client-side routes survive a reload: with
 * 200 for the app's screens and 404 for any other path (the app shows its
 * not-found screen; crawlers and link previews see the status). Unknown API
 * paths answer JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<WebApp> {
  const indexPath = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // Built with .br and .gz beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => void res.header('Cache-Control', staticCacheControl(filePath)),
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && !isApiPath(request.url) && wantsHtml && indexHtml) {
      const pathname = request.url.split('?')[0] ?? request.url;
      return sendShell(reply, indexHtml, isScreenPath(pathname) ? 200 : 404);
    }
    return reply
      .code(404)
      .send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  return { indexHtml, distDir };
}

/**
 * Every HTML page goes out here, in the visitor's language (`<html lang>`; the page's
 * drawn text is already in it). `personal`: the page carries the signed-in viewer's
 * data, so no shared cache may keep it.
 */
export function sendShell(reply: FastifyReply, html: string, status = 200, personal = false): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', personal ? PRIVATE_NO_STORE : 'no-cache')
    .header('Vary', PAGE_VARY)
    .type('text/html; charset=utf-8')
    .send(withDocumentLanguage(html, requestLanguage(reply.request), requestDataSaver(reply.request)));
}
