import {
  POST_ALLOWED_ATTRIBUTES,
  POST_ALLOWED_TAGS,
  POST_IFRAME_ATTRIBUTES,
  POST_LINK_PROTOCOLS,
  POST_LINK_REL,
  allowedPostClasses,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isVideoEmbedUrl,
  normaliseUrl,
  parseImageFile,
  postAttributeFits,
  storedImagePath,
  urlScheme,
} from '@nyumba/domain';
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

type Transform = (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes };

/** Keeps only the class tokens Quill's layout formats use. */
function withClasses(attribs: Attributes): Attributes {
  const { class: classes, ...rest } = attribs;
  const kept = classes ? allowedPostClasses(classes) : '';
  return kept ? { ...rest, class: kept } : rest;
}

const block: Transform = (tagName, attribs) => ({ tagName, attribs: withClasses(attribs) });
const rename =
  (to: string): Transform =>
  () => ({ tagName: to, attribs: {} });

// Values arrive here with entities already decoded by the parser, so "&#106;avascript:"
// is seen as "javascript:" and refused.
const link: Transform = (tagName, attribs) => {
  const href = attribs.href !== undefined && isAllowedLinkHref(attribs.href) ? normaliseUrl(attribs.href) : undefined;
  return { tagName, attribs: { ...(href ? { href } : {}), rel: POST_LINK_REL, target: '_blank' } };
};

/**
 * One of our photos keeps only its path (the image store's address is added when the
 * post is answered, so a new IMAGE_BASE_URL changes nothing stored); other images keep
 * their address. Whose photo it is, is checked by the service (ownership by key).
 */
function storedImageSrc(src: string): string {
  const clean = normaliseUrl(src);
  const ours = urlScheme(clean) === 'data' ? null : parseImageFile(clean);
  return ours ? storedImagePath(ours) : clean;
}

const image: Transform = (tagName, attribs) => {
  const src = attribs.src !== undefined && isAllowedImageSrc(attribs.src) ? storedImageSrc(attribs.src) : undefined;
  const size = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? value : undefined);
  const width = size(attribs.width);
  const height = size(attribs.height);
  return {
    tagName,
    attribs: {
      ...(src ? { src } : {}),
      ...(attribs.alt && postAttributeFits('img', 'alt', attribs.alt) ? { alt: attribs.alt } : {}),
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
    },
  };
};

const frame: Transform = (tagName, attribs) => {
  const src = attribs.src !== undefined && isVideoEmbedUrl(attribs.src) ? normaliseUrl(attribs.src) : undefined;
  return { tagName, attribs: src ? { src, ...POST_IFRAME_ATTRIBUTES } : {} };
};

const OPTIONS: IOptions = {
  allowedTags: [...POST_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  // Second line of defence: the transforms above already dropped anything else.
  allowedSchemes: [...POST_LINK_PROTOCOLS],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    'www.youtube.com',
    'youtube.com',
    'www.youtube-nocookie.com',
    'youtube-nocookie.com',
    'player.vimeo.com',
  ],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Their text is code, CSS or markup in disguise, not words worth keeping.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'template',
    'title',
    'iframe',
    'object',
    'select',
    'plaintext',
  ],
  transformTags: {
    p: block,
    h1: block,
    h2: block,
    li: block,
    blockquote: block,
    pre: block,
    // Older editors and pasted HTML spell the same formats differently.
    b: rename('strong'),
    i: rename('em'),
    strike: rename('s'),
    del: rename('s'),
    // Blocks outside the vocabulary keep their line breaks as paragraphs and headings.
    div: rename('p'),
    h3: rename('h2'),
    h4: rename('h2'),
    h5: rename('h2'),
    h6: rename('h2'),
    a: link,
    img: image,
    iframe: frame,
  },
  // An image or frame whose address was refused is dropped whole, not left empty.
  exclusiveFilter: (node) => (node.tag === 'img' || node.tag === 'iframe') && !node.attribs.src,
  // A frame shows its address, never its own text (which browsers treat as raw markup).
  textFilter: (text, tagName) => (tagName === 'iframe' ? '' : text),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** Post HTML → the editor's vocabulary; everything else goes, text kept where it is text. */
export function sanitizePostHtml(html: string): string {
  // NUL as browsers read it (U+FFFD); PostgreSQL text cannot hold it anyway.
  return sanitizeHtml(html.replaceAll('\u0000', '\uFFFD'), OPTIONS);
}

// [^<>], not [^>]: a start that finds no end stops at the next tag, so "<img <img <img…" is read once.
const FIRST_IMAGE = /<img\b[^<>]*?\ssrc="([^"]+)"/g;

/**
 * The first image of sanitised content worth using as the post's picture: an
 * address, not an inline data: image (which would bloat every list answer).
 */
export function firstImageOf(sanitised: string): string | undefined {
  for (const match of sanitised.matchAll(FIRST_IMAGE)) {
    const src = decodeAttribute(match[1]!);
    if (!src.startsWith('data:')) return src;
  }
  return undefined;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
