import {
  createPost as createPostContract,
  deletePost as deletePostContract,
  getPost as getPostContract,
  listPosts,
  myPosts,
  updatePost as updatePostContract,
  updatePostPut,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requirePublisher, requireUser, viewerOf } from '../../plugins/session.ts';
import { route, type ContractHandler } from '../../route.ts';
import { createPost, deletePost, getPost, pagePosts, updatePost, writtenBy, type PostDeps } from './service.ts';

export async function postRoutes(app: AppInstance): Promise<void> {
  const { db, store } = app.deps;
  const deps: PostDeps = { db, store };

  route(app, listPosts, async (request) => ({ success: true as const, ...(await pagePosts(db, request.query)) }));

  route(app, myPosts, async (request) => {
    const user = await requireUser(request);
    const own = await pagePosts(db, request.query, writtenBy(user.id), { authorView: true });
    return { success: true as const, ...own };
  });

  // Static paths above win over this one, so "all" and "my" are never read as ids.
  route(app, getPostContract, async (request) => ({
    success: true as const,
    post: await getPost(db, request.params.id, await viewerOf(request, app.deps.config)),
  }));

  route(
    app,
    createPostContract,
    async (request, reply) => {
      const user = await requirePublisher(request);
      return reply.code(201).send({ success: true as const, post: await createPost(deps, user.id, request.body) });
    },
    { rateLimit: perSessionPerHour(app.deps.config.RATE_LIMIT_POSTS_PER_HOUR, 'posts') },
  );

  // POST like the listing form; PUT for clients that speak REST.
  const update: ContractHandler<typeof updatePostContract> = async (request) => {
    const user = await requireUser(request);
    return { success: true as const, post: await updatePost(deps, request.params.id, user.id, request.body) };
  };
  route(app, updatePostContract, update);
  route(app, updatePostPut, update);

  route(app, deletePostContract, async (request) => {
    const user = await requireUser(request);
    await deletePost(deps, request.params.id, user.id);
    return { success: true, message: 'Post deleted' };
  });
}
