import {
  POST_ALLOWED_ATTRIBUTES,
  POST_ALLOWED_TAGS,
  POST_LINK_REL,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isVideoEmbedUrl,
} from '@nyumba/domain';

// sanitize-html writes every tag as <name attr="value">, with <, > and & escaped in
// text and " in values, so a strict tokenizer reads its output exactly.
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[^\s=/>"']+(?:="[^"]*")?)*)\s*(\/?)>/g;
// Starts only where a run of white space starts, so a long run is read once, not once per space.
const ATTRIBUTE = /(?<!\s)\s+([^\s=/>"']+)(?:="([^"]*)")?/g;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/**
 * Everything wrong with stored post HTML, as readable lines; [] means it holds only
 * the editor's vocabulary: no script, no on* attribute, no javascript: (or other
 * refused) address, no element or attribute outside the list.
 */
export function auditPostHtml(html: string): string[] {
  const problems: string[] = [];
  const allowedTags = new Set<string>(POST_ALLOWED_TAGS);
  for (const match of html.matchAll(TAG)) {
    const [, , name, attributes = ''] = match as unknown as [string, string, string, string];
    if (!allowedTags.has(name)) problems.push(`element <${name}> is outside the vocabulary`);
    for (const [, attr, raw = ''] of attributes.matchAll(ATTRIBUTE) as IterableIterator<[string, string, string?]>) {
      const value = decode(raw);
      if (/^on/i.test(attr)) problems.push(`event handler ${attr} on <${name}>`);
      if (!(POST_ALLOWED_ATTRIBUTES[name] ?? []).includes(attr)) problems.push(`attribute ${attr} on <${name}>`);
      if (/^\s*(?:javascript|vbscript|data:text|livescript)/i.test(value.replace(/[\t\n\r]/g, ''))) {
        problems.push(`${attr}="${value}" on <${name}>`);
      }
      if (name === 'a' && attr === 'href' && !isAllowedLinkHref(value)) problems.push(`link to ${value}`);
      if (name === 'a' && attr === 'rel' && value !== POST_LINK_REL) problems.push(`rel="${value}"`);
      if (name === 'img' && attr === 'src' && !isAllowedImageSrc(value)) problems.push(`image from ${value}`);
      if (name === 'iframe' && attr === 'src' && !isVideoEmbedUrl(value)) problems.push(`frame of ${value}`);
      if (attr === 'class' && !/^(?:ql-[a-z0-9-]+ ?)+$/.test(value)) problems.push(`class="${value}"`);
    }
  }
  // Whatever the tokenizer did not read as a tag must be plain, escaped text.
  const rest = html.replace(TAG, '');
  if (/[<>]/.test(rest))
    problems.push(
      `unescaped markup left in text: ${rest.slice(Math.max(0, rest.search(/[<>]/) - 20), rest.search(/[<>]/) + 40)}`,
    );
  if (/<script/i.test(html)) problems.push('<script');
  return problems;
}
