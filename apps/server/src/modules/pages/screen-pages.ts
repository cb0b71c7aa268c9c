import { canonicalMapQuery, canonicalSearchQuery, routePatterns } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { viewerId } from '../../plugins/session.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { drawn, type PageKit } from './page-kit.ts';
import { previewTexts } from './preview-texts.ts';

/** Home shows one of its taglines at random (spec: a pool of 18); as many drawn copies are kept. */
const HOME_VARIANTS = 18;

/**
 * Home, search, the map, the privacy notice and the terms: the screens people land on from a shared link or a search
 * engine arrive drawn, so their largest paint needs no JavaScript (bench/lighthouse.ts
 * measures it). Home reads nothing from its query string; the search screens read their
 * search; the map its search and its view (its first frame: web features/map/map-frame.tsx).
 */
export function screenPages(app: AppInstance, kit: PageKit): void {
  const screens = [
    { path: routePatterns.home, variants: HOME_VARIANTS, query: () => '' },
    { path: routePatterns.search, variants: 1, query: canonicalSearchQuery },
    { path: routePatterns.searchResults, variants: 1, query: canonicalSearchQuery },
    ...[routePatterns.map, routePatterns.mapLayout, routePatterns.mapExplore].map((path) => ({
      path,
      variants: 1,
      query: canonicalMapQuery,
    })),
    // The privacy notice and the terms, whole, for whoever asks without the app (issue 58).
    ...[routePatterns.privacyNotice, routePatterns.terms].map((path) => ({ path, variants: 1, query: () => '' })),
  ];
  for (const screen of screens) {
    app.get(screen.path, { config: { access: 'public' } }, async (request, reply) => {
      const viewer = await viewerId(request);
      const query = screen.query(new URLSearchParams(request.url.split('?')[1] ?? ''));
      const url = query ? `${screen.path}?${query}` : screen.path;
      const rendered = await kit.draw(request, viewer !== undefined, url, screen.variants);
      const description = previewTexts(requestLanguage(request)).siteDescription;
      return kit.send(reply, { ...drawn(rendered), description }, viewer !== undefined);
    });
  }
}
