export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** Extra Open Graph properties, e.g. product:price:amount. */
  extra?: Record<string, string>;
  jsonLd?: Record<string, unknown>;
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside <script> must not be able to close the element: escape <, > and &. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function pageDataTag(data: Record<string, unknown>): string {
  return `<script type="application/json" id="page-data">${safeJson(data)}</script>`;
}

/** A page without link-preview tags of its own (home, search) still carries its data. */
export function withPageData(html: string, data: Record<string, unknown> | undefined): string {
  return data ? html.replace('</head>', () => `    ${pageDataTag(data)}\n  </head>`) : html;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function preloadTag({ href, srcset, sizes }: NonNullable<PageMeta['preloadImage']>): string {
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/**
 * The built index.html with this page's title, description and link-preview tags, so
 * a link pasted into WhatsApp shows a card without running any JavaScript.
 * Every value is user-supplied (listing names, post titles) and is escaped.
 */
export function renderShell(indexHtml: string, meta: PageMeta): string {
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
  const tags = [
    ...og.map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`),
    ...twitter.map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.preloadImage ? [preloadTag(meta.preloadImage)] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`] : []),
    ...(meta.pageData ? [pageDataTag(meta.pageData)] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)} · Nyumba</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
