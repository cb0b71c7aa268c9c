/**
 * The token from a link we sent (`/reset-password#token=…`, `/verify-email#token=…`, an SMS's
 * `/sms-stop#token=…`). The fragment reaches no server and no Referer; it is taken out of the
 * address bar once read, so it does not stay in the history either.
 */
export function takeLinkToken(): string {
  if (typeof window === 'undefined') return '';
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
