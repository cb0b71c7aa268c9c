import { googleStart, urlOf } from '@nyumba/domain';
import { paths } from '../../paths';

// Screens that make no sense to come back to after signing in.
const AUTH_SCREENS = ['/sign-in', '/signin', '/sign-up'];

/**
 * The `next` address a sign-in may return to: a path on this site only. Another
 * host (`https://…`, `//host`, `/\host`) or anything odd gives null, so a link
 * like /sign-in?next=https://evil.example cannot bounce a user off the site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0]!.toLowerCase();
  if (AUTH_SCREENS.some((screen) => pathname === screen || pathname === `${screen}/`)) return null;
  return value;
}

/** /sign-in, remembering where to come back to when that is somewhere useful. */
export function signInPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== paths.home ? `${paths.signIn}?next=${encodeURIComponent(safe)}` : paths.signIn;
}

export function signUpPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== paths.home ? `${paths.signUp}?next=${encodeURIComponent(safe)}` : paths.signUp;
}

/** Where "Continue with Google" starts; the server brings the user back to `next`. */
export function googleStartPath(next?: string | null): string {
  const safe = safeNextPath(next);
  return urlOf(googleStart, { query: { next: safe } });
}
