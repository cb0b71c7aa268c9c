import { POST_LINK_PROTOCOLS, isAllowedImageSrc, normaliseUrl, urlScheme } from '@nyumba/domain';

/*
 * The editor's link rules (docs/product.md, Post editor), as pure functions so they can be
 * tested without a browser: video links become embed addresses, e-mail-like
 * text gets mailto:, only the allowed protocols pass, and anything else is
 * blanked (''). The server applies the same vocabulary again on save.
 */

// Written out whole (not assembled from strings) so the lint can check them for backtracking.
const YOUTUBE_PATTERNS = [
  /^(?:https?:\/\/)?(?:www\.|m\.|music\.)?youtube\.com\/watch\?(?:[^&#]*&)*v=([\w-]{6,20})/i,
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/(?:shorts|live|embed)\/([\w-]{6,20})/i,
  /^(?:https?:\/\/)?(?:www\.)?youtube-nocookie\.com\/embed\/([\w-]{6,20})/i,
  /^(?:https?:\/\/)?youtu\.be\/([\w-]{6,20})/i,
];
const VIMEO_PATTERNS = [
  /^(?:https?:\/\/)?(?:www\.)?vimeo\.com\/(?:channels\/[\w-]+\/|video\/)?(\d{1,12})(?:[/?#]|$)/i,
  /^(?:https?:\/\/)?player\.vimeo\.com\/video\/(\d{1,12})(?:[/?#]|$)/i,
];

/** The embed address of a YouTube or Vimeo video link, or null for any other address. */
export function toEmbedUrl(input: string): string | null {
  const url = normaliseUrl(input);
  for (const pattern of YOUTUBE_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return `https://www.youtube.com/embed/${id}`;
  }
  for (const pattern of VIMEO_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return null;
}

const EMAIL = /^[^\s@/:<>"'()]+@[^\s@/:<>"'()]+\.[a-z]{2,}$/i;
/** "example.co.ke" or "www.example.com/path": a host name and maybe a path, no scheme. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const SITE_PATH = /^\/(?![/\\])/;

export function looksLikeEmail(input: string): boolean {
  return EMAIL.test(normaliseUrl(input));
}

/**
 * What a link in a post may point to, from what the writer typed: the embed
 * address of a video, mailto: for an e-mail address, an address with an allowed
 * protocol, https:// added to a bare host name, a path on this site, or '' (blanked).
 */
export function sanitizeLinkUrl(input: string): string {
  const url = normaliseUrl(input);
  if (!url) return '';
  const embed = toEmbedUrl(url);
  if (embed) return embed;
  if (looksLikeEmail(url)) return `mailto:${url}`;
  const scheme = urlScheme(url);
  if (scheme) {
    if (!(POST_LINK_PROTOCOLS as readonly string[]).includes(scheme)) return '';
    // "http:evil" and "https:/x" are not addresses anyone meant to write.
    if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/\s]/i.test(url)) return '';
    return url;
  }
  if (SITE_PATH.test(url)) return url;
  if (BARE_HOST.test(url)) return `https://${url}`;
  return '';
}

/** Image addresses: http(s), data: PNG/JPEG/WebP and our own /images/ store; else ''. */
export function sanitizeImageUrl(input: string): string {
  const url = normaliseUrl(input);
  return url && isAllowedImageSrc(url) ? url : '';
}

/** Frames: only the embed addresses of the two video sites; else ''. */
export function sanitizeVideoUrl(input: string): string {
  return toEmbedUrl(input) ?? '';
}
