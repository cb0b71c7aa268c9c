import { useInfiniteQuery } from '@tanstack/react-query';
import { listerPage, type ListerPageResponse } from '@nyumba/domain';
import { ApiError, call, queryKey } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import type { RouteData } from '../../lib/route-data';

/** 12 fills whole rows of the 1-, 2- and 3-column grids; a lister's page is mostly read on phones. */
const LISTER_PAGE_SIZE = 12;

const listerOptions = (viewer: string | null, id: string) => ({
  // Cards say whether this viewer saved them, so the answer is cached per viewer.
  queryKey: queryKey(
    listerPage,
    { params: { id }, query: { limit: LISTER_PAGE_SIZE } },
    { viewer: viewer ?? 'anonymous' },
  ),
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }): Promise<ListerPageResponse> =>
    call(listerPage, { params: { id }, query: { limit: LISTER_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListerPageResponse) => last.nextCursor ?? undefined,
});

/** The server's data for /u/{id} (lib/route-data.ts). */
export const listerData: RouteData = ({ client, params }) =>
  client.prefetchInfiniteQuery(listerOptions(null, params.userId ?? ''));

/** A lister's page: who they are and their latest posts from the first answer, listings a page at a time. */
export function useListerPage(id: string) {
  const viewer = useSessionStore((session) => sessionUserId(selectCurrentUser(session)));
  return useInfiniteQuery({
    ...listerOptions(viewer, id),
    // An unknown lister stays unknown; only network and server failures are worth a retry.
    retry: (count: number, error: unknown) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
