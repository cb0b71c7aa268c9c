import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const listPosts = defineContract({
  id: 'listPosts',
  method: 'GET',
  path: '/api/post/all',
  access: 'public',
  tag: 'posts',
  schemas: () =>
    load().then((s) => ({ query: s.pageQuerySchema, responses: { 200: s.postListResponseSchema, ...s.errors(400) } })),
});

export const myPosts = defineContract({
  id: 'myPosts',
  method: 'GET',
  path: '/api/post/my',
  access: 'user',
  tag: 'posts',
  schemas: () =>
    load().then((s) => ({
      query: s.pageQuerySchema,
      responses: { 200: s.postListResponseSchema, ...s.errors(400, 401) },
    })),
});

export const getPost = defineContract({
  id: 'getPost',
  method: 'GET',
  path: '/api/post/:id',
  access: 'public',
  tag: 'posts',
  schemas: () =>
    load().then((s) => ({ params: s.idParamSchema, responses: { 200: s.postResponseSchema, ...s.errors(400, 404) } })),
});

export const createPost = defineContract({
  id: 'createPost',
  method: 'POST',
  path: '/api/post/create',
  access: 'user',
  tag: 'posts',
  schemas: () =>
    load().then((s) => ({
      body: s.postBodySchema,
      responses: { 201: s.postResponseSchema, ...s.errors(400, 401, 403, 429) },
    })),
});

const updatePostSchemas = () =>
  load().then((s) => ({
    params: s.idParamSchema,
    body: s.postBodySchema,
    responses: { 200: s.postResponseSchema, ...s.errors(400, 401, 403, 404) },
  }));

export const updatePost = defineContract({
  id: 'updatePost',
  method: 'POST',
  path: '/api/post/update/:id',
  access: 'user',
  tag: 'posts',
  schemas: updatePostSchemas,
});

export const updatePostPut = defineContract({
  id: 'updatePostPut',
  method: 'PUT',
  path: '/api/post/update/:id',
  access: 'user',
  tag: 'posts',
  schemas: updatePostSchemas,
});

export const deletePost = defineContract({
  id: 'deletePost',
  method: 'DELETE',
  path: '/api/post/delete/:id',
  access: 'user',
  tag: 'posts',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const postsSummaries = {
  listPosts: 'The blog, newest first, a page at a time',
  myPosts: "The caller's own posts",
  getPost: 'One post',
  createPost: 'Publish a post; its HTML is sanitised to the editor’s vocabulary',
  updatePost: "Replace one of the caller's posts (the editor sends POST)",
  updatePostPut: 'The same as POST, for REST clients',
  deletePost: "Delete one of the caller's posts",
};
