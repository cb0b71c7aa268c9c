// The cookie plugin's types (request.cookies), for any program that loads this file.
import type {} from '@fastify/cookie';
import { DATA_SAVER_COOKIE, LANGUAGE_COOKIE, resolveLanguage, wantsDataSaver, type Language } from '@nyumba/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: the visitor's choice (the `lang` cookie the
 * app's switch sets, and sign-in sets from the profile), else what their browser asks
 * for (Accept-Language: sw-KE gives Swahili), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return resolveLanguage(request.cookies[LANGUAGE_COOKIE], Array.isArray(header) ? header[0] : header);
}

/** Whether the page is drawn saving data: the browser's Save-Data, or the Settings switch's cookie. */
export function requestDataSaver(request: FastifyRequest): boolean {
  const header = request.headers['save-data'];
  return wantsDataSaver(Array.isArray(header) ? header[0] : header, request.cookies[DATA_SAVER_COOKIE]);
}

/**
 * A page in that language's `<html lang>`, marked when drawn saving data (the app reads
 * it before its first render). index.html is built with `lang="en"`; only the document's
 * own element is touched (the first occurrence, at the top).
 */
export function withDocumentLanguage(html: string, language: Language, dataSaver = false): string {
  if (language === 'en' && !dataSaver) return html;
  const saving = dataSaver ? ' data-save-data="on"' : '';
  return html.replace('<html lang="en"', () => `<html lang="${language}"${saving}`);
}

/**
 * What a page's HTML depends on besides its address: a shared cache keeps one copy per
 * language (and per visitor's cookie: signed-in pages are never shared anyway).
 */
export const PAGE_VARY = 'Cookie, Accept-Language, Save-Data';
