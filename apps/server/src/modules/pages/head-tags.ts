import { html, jsonScript, type Html } from './html.ts';
import type { PageFill } from './page-template.ts';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'article' | 'product' | 'profile';
  /** Extra Open Graph properties, e.g. product:price:amount. */
  extra?: Record<string, string>;
  /** Structured data (schema.org JSON-LD), written as one script. */
  jsonLd?: object;
  /**
   * The photo the page shows first (its largest paint): fetched from the HTML head
   * while the app's JavaScript downloads, instead of after it and the API call.
   * srcset and sizes must be the ones the page's <img> uses, or it fetches another file.
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /**
   * What the page's first screen would otherwise ask the API for once its code has
   * loaded (apps/web/src/lib/page-data.ts), as a JSON data block: not executed.
   */
  pageData?: Record<string, unknown>;
}

/** The data block the web app reads its first screen from (apps/web/src/lib/page-data.ts). */
export function pageDataTag(data: Record<string, unknown>): Html {
  return jsonScript(html`type="application/json" id="page-data"`, data);
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Counted in characters, and cut between them, never inside one (an emoji is two
  // UTF-16 units); no character is more than two units, so this prefix holds max + 1.
  const chars = Array.from(flat.slice(0, 2 * max + 2));
  if (chars.length <= max) return flat;
  return `${chars.slice(0, max - 1).join('')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]!);

/**
 * The photo a drawn screen asked the browser for first (its `<img fetchPriority="high">`,
 * the first card's photo), as a preload: in the head it is found before the browser has
 * read the markup above it. The markup is React's own rendering of our components, so the
 * attributes are quoted as here; undefined when the screen has no such photo.
 */
export function priorityImageOf(markup: string): PageMeta['preloadImage'] {
  const tag = /<img\b[^>]*\sfetchPriority="high"[^>]*>/.exec(markup)?.[0];
  const href = tag && attribute(tag, 'src');
  if (!tag || !href) return undefined;
  const srcset = attribute(tag, 'srcSet') ?? attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return { href, ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) };
}

export function preloadTag({ href, srcset, sizes }: NonNullable<PageMeta['preloadImage']>): Html {
  const responsive = srcset ? html` imagesrcset="${srcset}"${sizes ? html` imagesizes="${sizes}"` : ''}` : '';
  return html`<link rel="preload" as="image" href="${href}" ${responsive} fetchpriority="high" />`;
}

/**
 * A page's title, description and link-preview tags, so a link pasted into WhatsApp
 * shows a card without running any JavaScript. Every value is user-supplied (listing
 * names, post titles, the address asked for) and goes in as text: escaped, once.
 */
export function linkPreview(meta: PageMeta): Required<Pick<PageFill, 'title' | 'description' | 'head'>> {
  const description = clip(meta.description, 200);
  const title = clip(meta.title, 90);
  const og: [string, string][] = [
    ['og:site_name', 'Nyumba'],
    ['og:type', meta.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', meta.url],
    ['og:locale', 'en_KE'],
    ...(meta.image
      ? ([
          ['og:image', meta.image],
          ['og:image:alt', title],
        ] as [string, string][])
      : []),
    ...Object.entries(meta.extra ?? {}),
  ];
  const twitter: [string, string][] = [
    ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(meta.image ? ([['twitter:image', meta.image]] as [string, string][]) : []),
  ];
  const head = [
    ...og.map(([property, content]) => html`<meta property="${property}" content="${content}" />`),
    ...twitter.map(([name, content]) => html`<meta name="${name}" content="${content}" />`),
    html`<link rel="canonical" href="${meta.url}" />`,
    ...(meta.preloadImage ? [preloadTag(meta.preloadImage)] : []),
    ...(meta.jsonLd ? [jsonScript(html`type="application/ld+json"`, meta.jsonLd)] : []),
    ...(meta.pageData ? [pageDataTag(meta.pageData)] : []),
  ];
  return { title, description, head };
}
