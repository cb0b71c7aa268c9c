/**
 * An address a mail or a link preview can carry: crawlers and mail apps do not resolve
 * relative paths. A path that already names a host (a photo on a CDN) is left as it is.
 */
export function absoluteUrl(base: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${base.replace(/\/$/, '')}${path}`;
}
