/**
 * Markup the server writes, kept apart from text: a value of this class is HTML as it
 * stands; a plain string is text and is escaped wherever it is put into markup. Text
 * from a user can therefore only ever reach a page escaped, and never as a pattern
 * (String.replace reads `$&`, `$'` and `` $` `` in a replacement string as copies of
 * the page, so one short name could multiply a page to megabytes).
 */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

// A switch, not an object: a lookup table would also answer inherited names.
function entity(char: string): string {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    default:
      return '&#39;';
  }
}

/** Text → HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entity(char));
}

/**
 * HTML text or attribute value → text: the entities `escapeHtml` and the server renderer
 * write (`&amp;` last, so `&amp;lt;` stays the text `&lt;`).
 */
export function unescapeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

type Part = string | number | Html | readonly Html[];

function markupOf(part: Part): string {
  if (part instanceof Html) return part.markup;
  if (Array.isArray(part)) return part.map((item: Html) => item.markup).join('');
  return escapeHtml(String(part));
}

/** `html\`<meta content="${text}" />\``: every value is escaped unless it is already Html. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let markup = strings[0] ?? '';
  parts.forEach((part, index) => {
    markup += markupOf(part) + (strings[index + 1] ?? '');
  });
  return new Html(markup);
}

/** Markup from a source that already wrote it safely (the app's own server render). */
export function trustedHtml(markup: string): Html {
  return new Html(markup);
}

/**
 * A JSON data block. Its text must not be able to end the element (`</script>`) or
 * open a comment (`<!--`) whatever the data holds: <, > and & are written as escapes.
 */
export function jsonScript(attributes: Html, value: unknown): Html {
  const json = JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return new Html(`<script ${attributes.markup}>${json}</script>`);
}
