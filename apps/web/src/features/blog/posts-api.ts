import {
  createPost as createPostContract,
  deletePost as deletePostContract,
  getPost,
  listPosts,
  myPosts,
  updatePost as updatePostContract,
  type Post,
  type PostListResponse,
} from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';

/** Cards per page: three rows of the widest grid. */
const POSTS_PAGE_SIZE = 12;

const page = { query: { limit: POSTS_PAGE_SIZE } };

export const postKeys = {
  list: queryKey(listPosts, page),
  mine: (userId: string) => queryKey(myPosts, page, { viewer: userId }),
  one: (id: string) => queryKey(getPost, { params: { id } }),
};

/** Every answer that shows posts: stale once a post is written or deleted. */
export const POST_CONTRACTS = [listPosts, myPosts, getPost];

export interface PostInput {
  title: string;
  content: string;
  image?: string;
}

export function fetchPosts(cursor: string | null, signal?: AbortSignal): Promise<PostListResponse> {
  return call(listPosts, { query: { ...page.query, cursor: cursor ?? undefined }, signal });
}

export function fetchMyPosts(cursor: string | null, signal?: AbortSignal): Promise<PostListResponse> {
  return call(myPosts, { query: { ...page.query, cursor: cursor ?? undefined }, signal });
}

export async function fetchPost(id: string, signal?: AbortSignal): Promise<Post> {
  return (await call(getPost, { params: { id }, signal })).post;
}

export async function createPost(input: PostInput): Promise<Post> {
  return (await call(createPostContract, { body: input })).post;
}

export async function updatePost(id: string, input: PostInput): Promise<Post> {
  return (await call(updatePostContract, { params: { id }, body: input })).post;
}

export async function deletePost(id: string): Promise<void> {
  await call(deletePostContract, { params: { id } });
}
