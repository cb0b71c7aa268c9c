import { pageAddress, routePatterns } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { viewerOf } from '../../plugins/session.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { withImageBase } from '../images/index.ts';
import { listerPage as findListerPage } from '../listings/index.ts';
import { linkPreview, priorityImageOf } from './head-tags.ts';
import { drawnApp, isId, pageParams, type PageKit } from './page-kit.ts';
import { monthYear, previewTexts } from './preview-texts.ts';
import { readDb } from '../../plugins/read-routing.ts';

/** /u/{id}: a lister's page, drawn, with a preview naming them, so a link to it shared over WhatsApp says who it is. */
export function listerPage(app: AppInstance, kit: PageKit): void {
  const { config } = kit;
  app.get(
    routePatterns.lister,
    { config: { access: 'public' }, schema: { params: pageParams('userId') } },
    async (request, reply) => {
      const viewer = await viewerOf(request, config);
      const id = request.params.userId;
      const found = isId(id)
        ? await findListerPage(readDb(request), id, { limit: 1 }, viewer?.id, viewer?.moderator).catch(() => undefined)
        : undefined;
      if (!found) return kit.notFound(reply, 'listerMissing');
      const { lister } = withImageBase(config.IMAGE_BASE_URL, found);
      const language = requestLanguage(request);
      const texts = previewTexts(language);
      const address = pageAddress.lister(lister.id);
      const rendered = await kit.draw(request, viewer !== undefined, address);
      const preview = linkPreview({
        title: texts.onNyumba(lister.name),
        description: texts.listerSummary(lister.listingCount, monthYear(new Date(lister.memberSince), language)),
        url: absoluteUrl(config.PUBLIC_URL, address),
        type: 'profile',
        ...(lister.avatar ? { image: absoluteUrl(config.PUBLIC_URL, lister.avatar) } : {}),
        ...(rendered ? { pageData: { ssr: rendered.hydration } } : {}),
        ...(rendered ? { preloadImage: priorityImageOf(rendered.html) } : {}),
      });
      return kit.send(reply, { ...preview, app: drawnApp(rendered) }, viewer !== undefined);
    },
  );
}
