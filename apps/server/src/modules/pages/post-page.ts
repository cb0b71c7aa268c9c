import { pageAddress, routePatterns } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { viewerOf } from '../../plugins/session.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { withImageBase } from '../images/index.ts';
import { getPost } from '../posts/index.ts';
import { linkPreview } from './head-tags.ts';
import { isId, pageParams, type PageKit } from './page-kit.ts';
import { postPageMeta } from './post-meta.ts';
import { previewTexts } from './preview-texts.ts';

/**
 * /blog/{id}: the browser draws the post (the editor's HTML is sanitised there); the
 * server gives the page its title, link preview and structured data.
 */
export function postPage(app: AppInstance, kit: PageKit): void {
  const { db, config } = kit;
  app.get(
    routePatterns.post,
    { config: { access: 'public' }, schema: { params: pageParams('postId') } },
    async (request, reply) => {
      const id = request.params.postId;
      const viewer = await viewerOf(request, config);
      const found = isId(id) ? await getPost(db, id, viewer).catch(() => undefined) : undefined;
      const post = found && withImageBase(config.IMAGE_BASE_URL, found);
      if (!post) return kit.notFound(reply, 'postMissing');
      const url = absoluteUrl(config.PUBLIC_URL, pageAddress.post(post.id));
      const meta = postPageMeta(
        post,
        url,
        (path) => absoluteUrl(config.PUBLIC_URL, path),
        previewTexts(requestLanguage(request)),
      );
      // Personal when signed in: an author or moderator may see a post others cannot.
      return kit.send(reply, linkPreview(meta), viewer !== undefined);
    },
  );
}
