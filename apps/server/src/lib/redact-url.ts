import { contracts, SECRET_SCREEN_QUERIES } from '@nyumba/domain';

/**
 * A URL as the logs may keep it. Two rules, one list:
 *
 * - **Named secrets**: every route that carries a secret names it, the API's on its contract
 *   (`secrets`: a feed's token in its path, a mailed link's token in its query) and the
 *   screens' in SECRET_SCREEN_QUERIES; those values become `[redacted]` whatever they look
 *   like. secret-urls.test.ts walks every route and fails on a secret-like field not named.
 * - **Anything that looks like one**, for routes added without naming theirs: query parameters
 *   named like a secret (token, code, state, key, password, …) and any path segment or value
 *   that looks like a random token (32 or more letters, digits, '-' and '_', with or without an
 *   extension).
 *
 * Logs are read by more people, and kept longer, than the database: a token in a log line is
 * a working link in the wrong hands. Fragments (#token=…) never reach the server.
 */
const SECRET_NAMES = /token|code|state|key|secret|password|passwd|signature|sig|auth|session|nonce|ticket/i;
const TOKEN_LIKE = /^[\w-]{32,}(?:\.\w{1,5})?$/;
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

interface SecretRoute {
  segments: string[];
  /** Positions of secret path segments. */
  secretSegments: Set<number>;
  secretQuery: Set<string>;
}

/** Every route with a named secret, as segments to match a request path against. */
const SECRET_ROUTES: SecretRoute[] = [
  ...contracts
    .filter((contract) => contract.secrets?.length)
    .map((contract) => ({ path: contract.path, secrets: contract.secrets! })),
  ...Object.entries(SECRET_SCREEN_QUERIES).map(([path, secrets]) => ({ path, secrets })),
].map(({ path, secrets }) => {
  const segments = path.split('/');
  const names = new Set(secrets);
  const secretSegments = new Set(
    segments.flatMap((segment, i) => (segment.startsWith(':') && names.has(segment.slice(1)) ? [i] : [])),
  );
  const inPath = new Set([...secretSegments].map((i) => segments[i]!.slice(1)));
  return { segments, secretSegments, secretQuery: new Set(secrets.filter((name) => !inPath.has(name))) };
});

/** The named secret route this path is, if any (segments compared, `:params` matching anything). */
function secretRouteOf(pathSegments: string[]): SecretRoute | undefined {
  return SECRET_ROUTES.find(
    (route) =>
      route.segments.length === pathSegments.length &&
      route.segments.every(
        (segment, i) => segment.startsWith(':') || segment.toLowerCase() === pathSegments[i]!.toLowerCase(),
      ),
  );
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = pathPart.split('/');
  const named = secretRouteOf(segments);
  const path = segments
    .map((segment, i) => (named?.secretSegments.has(i) || looksSecret(decoded(segment)) ? REDACTED : segment))
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
      const secret =
        named?.secretQuery.has(decoded(name)) || SECRET_NAMES.test(decoded(name)) || looksSecret(decoded(value));
      return secret ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
