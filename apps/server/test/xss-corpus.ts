/**
 * Hostile HTML for every place users' text reaches other people's screens: post
 * content (sanitised to the editor's vocabulary), listing names and descriptions,
 * and user names (text). Plain TypeScript with no test-runner imports, so the API
 * tests (Vitest) and the browser tests (Playwright) share it.
 *
 * A payload that "works" sets window.__xss (the canary the browser test watches)
 * or opens a dialog (alert/confirm/prompt/print), which the browser test also fails on.
 */

import { EMBEDDED_CONTENT_PAYLOADS } from './xss-corpus/embedded-content.ts';
import { MARKUP_TRICK_PAYLOADS } from './xss-corpus/markup-tricks.ts';
import type { XssCategory, XssPayload } from './xss-corpus/payload.ts';
import { SCRIPT_AND_HANDLER_PAYLOADS } from './xss-corpus/scripts-and-handlers.ts';
import { URL_PAYLOADS } from './xss-corpus/urls.ts';

export { CANARY, type XssCategory, type XssPayload } from './xss-corpus/payload.ts';

// Payload families, one file each in xss-corpus/; spread in category order, which names and batches follow.
const RAW: Record<XssCategory, string[]> = {
  ...SCRIPT_AND_HANDLER_PAYLOADS,
  ...URL_PAYLOADS,
  ...EMBEDDED_CONTENT_PAYLOADS,
  ...MARKUP_TRICK_PAYLOADS,
};

export const XSS_CORPUS: readonly XssPayload[] = Object.entries(RAW).flatMap(([category, items]) =>
  items.map((html, i) => ({ name: `${category}-${i + 1}`, category: category as XssCategory, html })),
);

/** Splits the corpus into groups of `size` (several payloads per post keeps browser runs short). */
export function corpusBatches(size: number, corpus: readonly XssPayload[] = XSS_CORPUS): XssPayload[][] {
  const batches: XssPayload[][] = [];
  for (let i = 0; i < corpus.length; i += size) batches.push(corpus.slice(i, i + size));
  return batches;
}

/**
 * Elements a rendered post may contain; anything else in it is a sanitiser failure.
 * Written out here on purpose rather than imported from POST_ALLOWED_TAGS: the oracle
 * must not widen when the sanitiser's list does.
 */
export const RENDERED_POST_ELEMENTS = [
  'p',
  'br',
  'h1',
  'h2',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'pre',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'iframe',
] as const;

/** Elements that must never appear where user text is rendered, whatever the screen. */
export const FORBIDDEN_ELEMENTS = [
  'script',
  'object',
  'embed',
  'form',
  'style',
  'meta',
  'base',
  'svg',
  'math',
  'link',
  'frame',
  'frameset',
  'applet',
  'template',
  'noscript',
  'input',
  'button',
  'textarea',
  'select',
  'portal',
] as const;
