import { servedImageUrl } from '@nyumba/domain';

/**
 * The answer fields that carry photo addresses: a listing's `image_urls`, a post's,
 * a map pin's or a card's `image`, a user's or lister's `avatar`, and a post's HTML
 * `content`, whose images the sanitizer stored as `<img src="/images/…">`.
 */
const IMAGE_FIELDS = new Set(['image_urls', 'image', 'avatar', 'content', 'logoUrl']);
const STORED_SRC = ' src="/images/';

function serveField(base: string, value: unknown, key: string): unknown {
  // A plain split, not a pattern: post HTML is user text of up to hundreds of KB.
  if (key === 'content')
    return typeof value === 'string' ? value.split(STORED_SRC).join(` src="${base}/images/`) : value;
  if (typeof value === 'string') return servedImageUrl(base, value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? servedImageUrl(base, item) : item));
  return value;
}

/**
 * An answer with every stored photo path put under the image store's public address
 * (IMAGE_BASE_URL). Rows keep base-free paths (drizzle/0012 and 0014), so a new CDN address takes
 * effect on the next answer and an unchanged edit sends back addresses we accept.
 * Returns a copy: cached answers are shared between requests.
 */
export function withImageBase<T>(base: string, answer: T): T {
  if (!base) return answer;
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > 8 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    if (value instanceof Date || Buffer.isBuffer(value)) return value;
    // fromEntries defines own properties, so even a key named __proto__ stays data.
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        IMAGE_FIELDS.has(key) ? serveField(base, field, key) : walk(field, depth + 1),
      ]),
    );
  };
  return walk(answer, 0) as T;
}
