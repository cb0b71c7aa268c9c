import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Post, PostListResponse } from '@nyumba/domain';
import { fetchMyPosts, fetchPosts, postKeys } from './posts-api';
import type { RouteData } from '../../lib/route-data';

function pagedPosts(key: readonly unknown[], fetchPage: typeof fetchPosts, enabled = true) {
  return {
    queryKey: key,
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostListResponse) => last.nextCursor,
    enabled,
  };
}

export function allPostsOf(data: InfiniteData<PostListResponse> | undefined): Post[] {
  return data?.pages.flatMap((page) => page.posts) ?? [];
}

/** The server's data for the blog (lib/route-data.ts). */
export const blogData: RouteData = ({ client }) => client.prefetchInfiniteQuery(pagedPosts(postKeys.list, fetchPosts));

/** The public blog, newest first, a page at a time. */
export function usePosts() {
  return useInfiniteQuery(pagedPosts(postKeys.list, fetchPosts));
}

/** The signed-in user's own posts. */
export function useMyPosts(userId: string | null) {
  return useInfiniteQuery(pagedPosts(postKeys.mine(userId ?? ''), fetchMyPosts, Boolean(userId)));
}
