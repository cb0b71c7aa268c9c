/**
 * The site's own origin, for absolute links people paste into chats. A server
 * render has no window; the server tells it its public address (PUBLIC_URL).
 */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/$/, '');
}

export function appOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
