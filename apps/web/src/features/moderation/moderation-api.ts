import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agency,
  agencyEarbQueue,
  checkAgencyEarb,
  getListing,
  getPost,
  listerPage,
  moderateListing,
  moderatePost,
  moderationListing,
  moderationLog,
  moderationPost,
  moderationQueue,
  ruleCopy,
  setAgentBadge,
  suspendUser,
  userCheckDocuments,
  type AgencyEarbBody,
  type AgentBadgeBody,
  type CopyRulingBody,
  type ModerateBody,
  type QueueQuery,
  type SuspendBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** The decisions about a user, for a moderator's eyes only. */
export function useModerationLog(userId: string) {
  return useQuery({
    queryKey: queryKey(moderationLog, { params: { id: userId } }),
    queryFn: ({ signal }) => call(moderationLog, { params: { id: userId }, signal }),
  });
}

/** An account's documents for a check, with who opened each and when (each opening is logged). */
export function useUserDocuments(userId: string) {
  return useQuery({
    queryKey: queryKey(userCheckDocuments, { params: { id: userId } }),
    queryFn: ({ signal }) => call(userCheckDocuments, { params: { id: userId }, signal }),
  });
}

/** Grant or take back the badge; the lister's page and the log are read again after. */
export function useSetAgentBadge(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentBadgeBody) => call(setAgentBadge, { params: { id: userId }, body }),
    onSuccess: () => invalidateContracts(client, [listerPage, moderationLog]),
  });
}

/** The queue of reported, hidden, removed or suspended items, for one view. */
export function useModerationQueue(view: QueueQuery['view'], sort: QueueQuery['sort'] = 'urgent') {
  return useQuery({
    queryKey: queryKey(moderationQueue, { query: { view, sort } }),
    queryFn: ({ signal }) => call(moderationQueue, { query: { view, sort }, signal }),
  });
}

/** One listing or post as the queue shows it, for its own page. */
export function useModerationItem(kind: 'listing' | 'post', id: string) {
  const contract = kind === 'listing' ? moderationListing : moderationPost;
  return useQuery({
    queryKey: queryKey(contract, { params: { id } }),
    queryFn: ({ signal }) => call(contract, { params: { id }, signal }),
  });
}

/** A decision on a listing or post; the queue, the item and its page are read again after. */
export function useModerateItem(kind: 'listing' | 'post', id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerateBody) =>
      call(kind === 'listing' ? moderateListing : moderatePost, { params: { id }, body }),
    onSuccess: () =>
      invalidateContracts(client, [moderationQueue, moderationListing, moderationPost, getListing, getPost]),
  });
}

/** Suspend a lister or lift it; the queue is read again after. */
export function useSuspendUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendBody) => call(suspendUser, { params: { id: userId }, body }),
    onSuccess: () => invalidateContracts(client, [moderationQueue, moderationLog, listerPage]),
  });
}

/** Rule which of a held listing and the earlier one it matched is the original; the queue and both pages are read again. */
export function useRuleCopy(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyRulingBody) => call(ruleCopy, { params: { id: listingId }, body }),
    onSuccess: () => invalidateContracts(client, [moderationQueue, moderationListing, getListing]),
  });
}

/** Agencies whose EARB firm number waits for a moderator. */
export function useAgencyEarbQueue() {
  return useQuery({
    queryKey: queryKey(agencyEarbQueue),
    queryFn: ({ signal }) => call(agencyEarbQueue, { signal }),
  });
}

/** A moderator's decision on an agency's EARB firm number: its page and the queue read it again. */
export function useCheckAgencyEarb(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyEarbBody) => call(checkAgencyEarb, { params: { id: agencyId }, body }),
    onSuccess: () => invalidateContracts(client, [agency, agencyEarbQueue]),
  });
}
