import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  POST_ALLOWED_ATTRIBUTES,
  POST_ALLOWED_TAGS,
  POST_IFRAME_ATTRIBUTES,
  POST_LINK_REL,
  allowedPostClasses,
  isAllowedImageSrc,
  isAllowedPostAttribute,
  postAttributeFits,
  isAllowedLinkHref,
  isVideoEmbedUrl,
} from '@nyumba/domain';

const ALL_ATTRIBUTES = [...new Set(Object.values(POST_ALLOWED_ATTRIBUTES).flat())];

// Keyed by the tag and attribute names of the HTML being cleaned: a Map answers only its own.
const URL_RULES = new Map<string, (value: string) => boolean>([
  ['a.href', isAllowedLinkHref],
  ['img.src', isAllowedImageSrc],
  ['iframe.src', isVideoEmbedUrl],
]);

let purifier: Purifier | undefined;

/**
 * A DOMPurify instance of our own (hooks on the shared default instance would
 * leak into anyone else's use), held to exactly the vocabulary the server
 * stores: posts are sanitised on save, and again here in case the database or
 * an old row was ever written by something else.
 */
function postPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const name = event.attrName;
    if (!isAllowedPostAttribute(tag, name) || !postAttributeFits(tag, name, event.attrValue)) {
      event.keepAttr = false;
      return;
    }
    if (name === 'class') {
      event.attrValue = allowedPostClasses(event.attrValue);
      if (!event.attrValue) event.keepAttr = false;
      return;
    }
    const rule = URL_RULES.get(`${tag}.${name}`);
    if (rule && !rule(event.attrValue)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // Removed first so the output reads the same as the server's, attribute order included.
      node.removeAttribute('rel');
      node.removeAttribute('target');
      node.setAttribute('rel', POST_LINK_REL);
      node.setAttribute('target', '_blank');
    } else if (tag === 'iframe' || tag === 'img') {
      // A picture or frame whose address was refused is dropped whole.
      if (!node.getAttribute('src')) {
        node.remove();
        return;
      }
      if (tag === 'iframe') {
        for (const [name, value] of Object.entries(POST_IFRAME_ATTRIBUTES)) node.setAttribute(name, value);
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Post HTML → the editor's vocabulary, ready for dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return postPurifier().sanitize(html, {
    ALLOWED_TAGS: [...POST_ALLOWED_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // Our vocabulary has no id or name, so nothing can clobber window or document.
    SANITIZE_DOM: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** The first image of a post's content that may be shown as its card picture. */
export function firstImageOf(html: string): string | undefined {
  const doc = new DOMParser().parseFromString(sanitizePostHtml(html), 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src && isAllowedImageSrc(src)) return src;
  }
  return undefined;
}
