// The languages the product speaks: English (the source) and Swahili. One list for the
// server (which draws pages and writes mails in one of them) and the web app.
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice, so pages the server draws come in it. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice of language is not something people make every month. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a browser prefers most, from its Accept-Language header
 * ("sw-KE,sw;q=0.9,en;q=0.8"), or undefined when it names neither. A region (sw-KE,
 * sw-TZ, en-GB) counts as its language; q=0 means "not this one".
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  let best: { language: Language; q: number } | undefined;
  // Bounded: a header is short; a hostile one is not read past its first 40 entries.
  acceptLanguage
    .slice(0, 2000)
    .split(',')
    .slice(0, 40)
    .forEach((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const language = tag.trim().toLowerCase().split('-')[0];
      if (!isLanguage(language)) return;
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      // Equal weights keep the header's order: the first named wins.
      if (!best || q > best.q) best = { language, q };
    });
  return best?.language;
}

/** A visitor's language: their stored choice, else what their browser asks for, else English. */
export function resolveLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
