import { useMemo } from 'react';
import { imageSrcSet } from '../../lib/images';
import { sanitizePostHtml } from './sanitize-post';
import './post-content.css';

/** Text width of a post: the page column, or the whole screen on phones. */
const CONTENT_SIZES = '(min-width: 768px) 720px, 100vw';

/**
 * Pictures in a post load lazily, and our own store photos come with a srcset so
 * a phone fetches the 640 px file. Runs on already-sanitised HTML and only adds
 * attributes derived from an allowed address.
 *
 * The editor has no way to write alt text, so most pictures arrive without any;
 * a screen reader would then read out the file's address. An empty alt lets it
 * skip the picture: the post's own words carry its meaning.
 */
function withResponsiveImages(clean: string): string {
  if (!clean.includes('<img')) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const img of template.content.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    const srcSet = imageSrcSet(img.getAttribute('src') ?? '');
    if (srcSet) {
      img.setAttribute('srcset', srcSet);
      img.setAttribute('sizes', CONTENT_SIZES);
    }
  }
  return template.innerHTML;
}

/**
 * A post's HTML, sanitised again in the browser (the server already did on save)
 * right before it becomes DOM: the only place post HTML is ever rendered.
 */
export function PostContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => withResponsiveImages(sanitizePostHtml(html)), [html]);
  return (
    <div
      className={`post-content ${className}`}
      data-testid="post-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
