import { z } from 'zod';
import { parseImageUrl } from '../core/image-url.ts';
import { moderationStatusSchema } from '../moderation/moderation-status.ts';
import { BIDI_CONTROL_ERROR, hasBidiControls, tidyText } from '../core/unicode-text.ts';

export const POST_TITLE_MAX = 200;
/** Content is HTML; 200 KB leaves room for a long article with a few small inline images. */
export const POST_CONTENT_MAX_BYTES = 200 * 1024;
/**
 * The longest addresses and class lists a post keeps, checked before any pattern sees
 * them; inline (data:) pictures are bounded by the content cap instead.
 */
export const POST_URL_MAX = 2048;
export const POST_CLASS_MAX = 200;

// Counted by hand: the domain package runs in browsers and Node without DOM typings.
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const postBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    // Bounded before any pattern runs (a run of control characters collapses to one
    // space, so the exact limit is checked after).
    .max(POST_TITLE_MAX * 4, { error: `Title must be at most ${POST_TITLE_MAX} characters`, abort: true })
    // Control characters are invisible in a title, and PostgreSQL text cannot hold NUL;
    // NEL and the Unicode line and paragraph separators break a line as well.
    // eslint-disable-next-line no-control-regex
    .transform((title) => tidyText(title.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: 'Title is required' })
        .max(POST_TITLE_MAX, { error: `Title must be at most ${POST_TITLE_MAX} characters` })
        .refine((title) => !hasBidiControls(title), { error: BIDI_CONTROL_ERROR }),
    ),
  // HTML: never NFKC-normalised (a fullwidth ＜ would become markup after sanitising),
  // but a direction override in the text disguises it all the same.
  content: z
    .string({ error: 'Content is required' })
    .refine((html) => utf8ByteLength(html) <= POST_CONTENT_MAX_BYTES, {
      error: 'Content must be at most 200 KB',
    })
    .refine((html) => !hasBidiControls(html), { error: BIDI_CONTROL_ERROR }),
  image: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .max(POST_URL_MAX, { error: `image must be at most ${POST_URL_MAX} characters`, abort: true })
      // eslint-disable-next-line no-control-regex
      .refine((value) => /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i.test(value) || parseImageUrl(value) !== null, {
        error: 'image must be an http(s) address or one of our images',
      })
      .optional(),
  ),
});
export type PostBody = z.infer<typeof postBodySchema>;

export const postSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  userRef: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only on the author's (or a moderator's) view of a post the public cannot see. */
  moderation: moderationStatusSchema.optional(),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ success: z.literal(true), post: postSchema });
export const postListResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

// The editor's own vocabulary: the only HTML a stored post may hold. The server
// (sanitize-html, on save) and the browser (DOMPurify, before rendering) both
// sanitise to exactly this, so the two can never drift apart.
export const POST_ALLOWED_TAGS = [
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
const BLOCK_ATTRIBUTES = ['class'] as const;
export const POST_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: BLOCK_ATTRIBUTES,
  h1: BLOCK_ATTRIBUTES,
  h2: BLOCK_ATTRIBUTES,
  li: BLOCK_ATTRIBUTES,
  blockquote: BLOCK_ATTRIBUTES,
  pre: BLOCK_ATTRIBUTES,
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'frameborder', 'allowfullscreen', 'sandbox', 'loading', 'referrerpolicy'],
};
/**
 * Whether an attribute value is short enough to keep: checked before any pattern reads
 * it. An inline picture (img src) may be as long as the content; anything else is an
 * address, a class list or a few words.
 */
export function postAttributeFits(tag: string, name: string, value: string): boolean {
  return value.length <= (tag === 'img' && name === 'src' ? POST_CONTENT_MAX_BYTES : POST_URL_MAX);
}

/** Whether a post's `tag` may carry attribute `name`; only the table's own entries count. */
export function isAllowedPostAttribute(tag: string, name: string): boolean {
  return Object.hasOwn(POST_ALLOWED_ATTRIBUTES, tag) && POST_ALLOWED_ATTRIBUTES[tag]!.includes(name);
}

/** Every link in a post: a new tab, no opener, no referrer, no endorsement. */
export const POST_LINK_REL = 'noopener noreferrer nofollow ugc';
export const POST_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;
/** Fixed attributes of a video embed; the sandbox still lets the player run. */
export const POST_IFRAME_ATTRIBUTES = {
  class: 'ql-video',
  frameborder: '0',
  allowfullscreen: 'true',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
} as const;

// Quill's alignment, indent and code classes; they carry layout, never code.
const POST_CLASS = /^(?:ql-align-(?:center|right|justify)|ql-indent-[1-8]|ql-syntax|ql-video)$/;

/** The allowed tokens of a class attribute, '' when none is left. */
export function allowedPostClasses(value: string): string {
  if (value.length > POST_CLASS_MAX) return '';
  return value
    .split(/\s+/)
    .filter((token) => POST_CLASS.test(token))
    .join(' ');
}

const isControlOrSpace = (code: number) => code <= 0x20;

/**
 * What a browser makes of a URL: it drops tabs and newlines anywhere and controls at
 * the ends. The ends are trimmed by walking, not by a pattern: `[\0-\x20]+$` retries
 * from every space in a run, so 200,000 spaces took over a minute.
 */
export function normaliseUrl(url: string): string {
  const kept = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = kept.length;
  while (start < end && isControlOrSpace(kept.charCodeAt(start))) start += 1;
  while (end > start && isControlOrSpace(kept.charCodeAt(end - 1))) end -= 1;
  return kept.slice(start, end);
}

export function urlScheme(url: string): string | null {
  return /^([a-z][a-z0-9+.-]*):/i.exec(normaliseUrl(url))?.[1]?.toLowerCase() ?? null;
}

// A path on this site: one slash, not two (protocol-relative) nor slash-backslash.
const SITE_PATH = /^\/(?![/\\])/;

export function isAllowedLinkHref(url: string): boolean {
  if (url.length > POST_URL_MAX) return false;
  const scheme = urlScheme(url);
  if (scheme) return (POST_LINK_PROTOCOLS as readonly string[]).includes(scheme);
  return SITE_PATH.test(normaliseUrl(url));
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/]+={0,2}$/i;

/** http(s), our own /images/ store, or a base64 PNG, JPEG or WebP (bounded by the content cap). */
export function isAllowedImageSrc(url: string): boolean {
  if (url.length > POST_CONTENT_MAX_BYTES) return false;
  const clean = normaliseUrl(url);
  const scheme = urlScheme(clean);
  if (scheme === 'data') return DATA_IMAGE.test(clean);
  if (clean.length > POST_URL_MAX) return false;
  if (scheme === 'http' || scheme === 'https') return true;
  return scheme === null && parseImageUrl(clean) !== null;
}

// Written out whole (not assembled from strings) so the lint can check them for backtracking.
const VIDEO_EMBEDS = [
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]{6,20}(?:\?[\w=&;.%-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}\/?(?:\?[\w=&;.%-]*)?$/,
];

/** Embed addresses of the two known video sites, the only frames a post may hold. */
export function isVideoEmbedUrl(url: string): boolean {
  if (url.length > POST_URL_MAX) return false;
  const clean = normaliseUrl(url);
  return VIDEO_EMBEDS.some((pattern) => pattern.test(clean));
}
