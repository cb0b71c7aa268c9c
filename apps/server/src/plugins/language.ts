// The cookie plugin's types (request.cookies), for any program that loads this file.
import type {} from '@fastify/cookie';
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '@nyumba/domain';
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

/**
 * A page in that language's `<html lang>`. index.html is built with `lang="en"`; only
 * the document's own element is touched (the first occurrence, at the top).
 */
export function withDocumentLanguage(html: string, language: Language): string {
  return language === 'en' ? html : html.replace('<html lang="en"', () => `<html lang="${language}"`);
}

/**
 * What a page's HTML depends on besides its address: a shared cache keeps one copy per
 * language (and per visitor's cookie: signed-in pages are never shared anyway).
 */
export const PAGE_VARY = 'Cookie, Accept-Language';
