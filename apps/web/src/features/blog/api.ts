import {
  messageResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  type Post,
  type PostListResponse,
} from '@nyumba/domain';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client';

const segment = encodeURIComponent;

export const postKeys = {
  all: ['posts'] as const,
  list: ['posts', 'all'] as const,
  mine: (userId: string) => ['posts', 'mine', userId] as const,
  one: (id: string) => ['posts', 'one', id] as const,
};

/** Cards per page: three rows of the widest grid. */
export const POSTS_PAGE_SIZE = 12;

export interface PostInput {
  title: string;
  content: string;
  image?: string;
}

export function fetchPosts(cursor: string | null, signal?: AbortSignal): Promise<PostListResponse> {
  return apiGet('/api/post/all', { schema: postListResponseSchema, query: { limit: POSTS_PAGE_SIZE, cursor }, signal });
}

export function fetchMyPosts(cursor: string | null, signal?: AbortSignal): Promise<PostListResponse> {
  return apiGet('/api/post/my', { schema: postListResponseSchema, query: { limit: POSTS_PAGE_SIZE, cursor }, signal });
}

export async function fetchPost(id: string, signal?: AbortSignal): Promise<Post> {
  return (await apiGet(`/api/post/${segment(id)}`, { schema: postResponseSchema, signal })).post;
}

export async function createPost(input: PostInput): Promise<Post> {
  return (await apiPost('/api/post/create', input, { schema: postResponseSchema })).post;
}

export async function updatePost(id: string, input: PostInput): Promise<Post> {
  return (await apiPost(`/api/post/update/${segment(id)}`, input, { schema: postResponseSchema })).post;
}

export async function deletePost(id: string): Promise<void> {
  await apiDelete(`/api/post/delete/${segment(id)}`, { schema: messageResponseSchema });
}
