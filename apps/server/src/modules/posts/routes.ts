import {
  idParamSchema,
  messageResponseSchema,
  pageQuerySchema,
  postBodySchema,
  postListResponseSchema,
  postResponseSchema,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { createPost, deletePost, getPost, pagePosts, updatePost, writtenBy, type PostDeps } from './service.ts';

export async function postRoutes(app: AppInstance): Promise<void> {
  const { db, store } = app.deps;
  const deps: PostDeps = { db, store };

  app.get(
    '/api/post/all',
    {
      config: { access: 'public' },
      schema: { querystring: pageQuerySchema, response: { 200: postListResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await pagePosts(db, request.query)) }),
  );

  app.get(
    '/api/post/my',
    { config: { access: 'user' }, schema: { querystring: pageQuerySchema, response: { 200: postListResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, ...(await pagePosts(db, request.query, writtenBy(user.id))) };
    },
  );

  // Static paths above win over this one, so "all" and "my" are never read as ids.
  app.get(
    '/api/post/:id',
    { config: { access: 'public' }, schema: { params: idParamSchema, response: { 200: postResponseSchema } } },
    async (request) => ({ success: true as const, post: await getPost(db, request.params.id) }),
  );

  app.post(
    '/api/post/create',
    {
      config: { access: 'user', rateLimit: perSessionPerHour(app.deps.config.RATE_LIMIT_POSTS_PER_HOUR) },
      schema: { body: postBodySchema, response: { 201: postResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send({ success: true as const, post: await createPost(deps, user.id, request.body) });
    },
  );

  // POST like the listing form; PUT for clients that speak REST.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/post/update/:id',
      config: { access: 'user' },
      schema: { params: idParamSchema, body: postBodySchema, response: { 200: postResponseSchema } },
      handler: async (request) => {
        const user = await requireUser(request);
        return { success: true as const, post: await updatePost(deps, request.params.id, user.id, request.body) };
      },
    });
  }

  app.delete(
    '/api/post/delete/:id',
    { config: { access: 'user' }, schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await deletePost(deps, request.params.id, user.id);
      return { success: true, message: 'Post deleted' };
    },
  );
}
