import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { html, type Html } from './html.ts';
import { pageStyles } from './page-styles.ts';

/** What one page puts into the built index.html; every field is optional. */
export interface PageFill {
  /** The document title as text; the site name is added. */
  title?: string;
  /** The meta description as text. */
  description?: string;
  /** Tags added at the end of <head>. */
  head?: readonly Html[];
  /** The drawn screen, put inside the app's root element. */
  app?: Html | undefined;
}

type Slot = 'title' | 'description' | 'styles' | 'head' | 'app';

interface Cut {
  slot: Slot;
  start: number;
  end: number;
}

/**
 * Every HTML page the server sends is the built index.html with a few places filled
 * in. The file is cut at those places once, when the server starts; a page is then
 * its fixed pieces joined with the page's own values between them. Nothing is
 * searched or replaced per request, so no value can act as a pattern (`$&`, `$'`)
 * and a page's size is the file's plus its values'.
 */
export interface PageTemplate {
  render(fill: PageFill): string;
}

function findCuts(indexHtml: string): Cut[] {
  const cuts: Cut[] = [];
  const title = /<title>[^<]*<\/title>/.exec(indexHtml);
  if (title) cuts.push({ slot: 'title', start: title.index, end: title.index + title[0].length });
  const description = /<meta\s+name="description"[^>]*>/.exec(indexHtml);
  if (description)
    cuts.push({ slot: 'description', start: description.index, end: description.index + description[0].length });
  // The stylesheet written into the page (the first <style> element): a drawn page's copy
  // holds only the rules its markup uses.
  const styles = /<style>[\s\S]*?<\/style>/.exec(indexHtml);
  if (styles) cuts.push({ slot: 'styles', start: styles.index, end: styles.index + styles[0].length });
  const headEnd = indexHtml.indexOf('</head>');
  if (headEnd >= 0) cuts.push({ slot: 'head', start: headEnd, end: headEnd });
  const root = '<div id="root">';
  const rootAt = indexHtml.indexOf(root);
  if (rootAt >= 0) cuts.push({ slot: 'app', start: rootAt + root.length, end: rootAt + root.length });
  return cuts.sort((a, b) => a.start - b.start);
}

// A drawn page needs its code only to respond, not to show: it loads at low
// priority so the photos the visitor is looking at get the bandwidth first.
const lowPriority = (markup: string) =>
  markup.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

export function pageTemplate(indexHtml: string): PageTemplate {
  const cuts = findCuts(indexHtml);
  const pieces: string[] = [];
  let at = 0;
  for (const cut of cuts) {
    pieces.push(indexHtml.slice(at, cut.start));
    at = cut.end;
  }
  pieces.push(indexHtml.slice(at));
  const quietPieces = pieces.map(lowPriority);
  const original = new Map(cuts.map((cut) => [cut.slot, indexHtml.slice(cut.start, cut.end)]));
  const stylesheet = /^<style>([\s\S]*)<\/style>$/.exec(original.get('styles') ?? '')?.[1];
  const styles = stylesheet === undefined ? undefined : pageStyles(stylesheet);

  const slotMarkup = (slot: Slot, fill: PageFill): string => {
    switch (slot) {
      case 'title':
        return fill.title === undefined
          ? (original.get(slot) ?? '')
          : html`<title>${fill.title} · Nyumba</title>`.markup;
      case 'description':
        return fill.description === undefined
          ? (original.get(slot) ?? '')
          : html`<meta name="description" content="${fill.description}" />`.markup;
      case 'styles':
        // `data-page`: the app, starting, loads the whole stylesheet (web lib/page-styles.ts).
        return fill.app && styles
          ? `<style data-page>${styles.for(fill.app.markup)}</style>`
          : (original.get(slot) ?? '');
      case 'head':
        return fill.head?.length ? `    ${fill.head.map((tag) => tag.markup).join('\n    ')}\n  ` : '';
      case 'app':
        return fill.app?.markup ?? '';
    }
  };

  return {
    render(fill) {
      const fixed = fill.app ? quietPieces : pieces;
      let page = fixed[0]!;
      cuts.forEach((cut, index) => {
        page += slotMarkup(cut.slot, fill) + fixed[index + 1]!;
      });
      return page;
    },
  };
}

/**
 * The app's stylesheet written into the page instead of linked: a drawn page can
 * then paint as soon as its HTML arrives, without one more round trip (on a phone
 * over mobile data about half a second; Lighthouse's "render-blocking" finding).
 * It is one small file (about 8 KB compressed). Files outside the build are left linked.
 */
function inlineStylesheets(indexHtml: string, distDir: string): string {
  return indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (tag, file: string) => {
    const cssPath = path.join(distDir, file);
    if (!existsSync(cssPath)) return tag;
    // `</style` cannot occur in CSS the build wrote, but never let it end the element.
    const style = `<style>${readFileSync(cssPath, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    // The app's code, loading a screen, adds the stylesheet its chunks came with unless a
    // <link rel="stylesheet"> for it is already there, and waits for it. This one says it
    // is, and being disabled it is not fetched: the rules are in the <style> above. A drawn
    // page carries only its own rules; the app, starting there, enables this link.
    return `${style}<link disabled rel="stylesheet" href="/${file}" />`;
  });
}

/** The template of every page the server draws from the built web app. */
export function loadPageTemplate(indexHtml: string, distDir: string): PageTemplate {
  return pageTemplate(inlineStylesheets(indexHtml, distDir));
}
