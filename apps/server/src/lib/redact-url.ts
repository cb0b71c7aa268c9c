/**
 * A URL as the logs may keep it: the values of query parameters that carry secrets (an
 * unsubscribe link's token, Google's code and state, anything named like a key or a
 * password) and any value or path segment that looks like a random token (32 or more
 * letters, digits, '-' and '_') become `[redacted]`. Logs are read by more people, and
 * kept longer, than the database: a token in a log line is a working link in the wrong
 * hands. Fragments (#token=…) never reach the server.
 */
const SECRET_NAMES = /token|code|state|key|secret|password|passwd|signature|sig|auth|session|nonce|ticket/i;
const TOKEN_LIKE = /^[\w-]{32,}$/;
// A uuid is an id, not a secret: ids in paths stay readable for debugging.
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const REDACTED = '[redacted]';

const looksSecret = (value: string) => TOKEN_LIKE.test(value) && !UUID.test(value);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = pathPart
    .split('/')
    .map((segment) => (looksSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      if (equals === -1) return looksSecret(decoded(name)) ? REDACTED : pair;
      return SECRET_NAMES.test(decoded(name)) || looksSecret(decoded(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
