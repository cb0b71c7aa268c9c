import type { Post } from '@nyumba/domain';
import type { PageMeta } from './head-tags.ts';
import { unescapeHtml } from './html.ts';

/** Readable text of sanitised post HTML, for link previews: blocks become spaces. */
export function plainTextOf(sanitised: string): string {
  return unescapeHtml(sanitised.replace(/<\/(?:p|h1|h2|li|blockquote|pre)>|<br\s*\/?>/g, ' ').replace(/<[^<>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Link-preview tags of a post's own page (`/blog/{id}`); linkPreview escapes every value. */
export function postPageMeta(
  post: Post,
  url: string,
  absolute: (path: string) => string,
  texts: { postBy: (author: string) => string },
): PageMeta {
  const text = plainTextOf(post.content);
  const image = post.image && !post.image.startsWith('data:') ? absolute(post.image) : undefined;
  return {
    title: post.title,
    description: text || texts.postBy(post.author),
    url,
    type: 'article',
    ...(image ? { image } : {}),
    extra: {
      'article:published_time': post.createdAt,
      'article:modified_time': post.updatedAt,
      'article:author': post.author,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title.slice(0, 110),
      ...(image ? { image } : {}),
      author: { '@type': 'Person', name: post.author },
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      url,
    },
  };
}
