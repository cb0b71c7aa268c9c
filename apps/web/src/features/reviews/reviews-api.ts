import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conversationDeals,
  getListing,
  hireAction,
  listerPage,
  listingReviews,
  moderateReview,
  replyToReview,
  reportReview,
  reviewQueue,
  writeReview,
  type HireAction,
  type ReviewBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

export function useListingReviews(listingId: string, enabled = true) {
  return useQuery({
    queryKey: queryKey(listingReviews, { params: { id: listingId } }),
    queryFn: ({ signal }) => call(listingReviews, { params: { id: listingId }, signal }),
    enabled,
  });
}

export function useConversationDeals(conversationId: string) {
  return useQuery({
    queryKey: queryKey(conversationDeals, { params: { id: conversationId } }),
    queryFn: ({ signal }) => call(conversationDeals, { params: { id: conversationId }, signal }),
  });
}

/** Whatever changes a review or a hire: the deals, a listing's and a lister's reviews read again. */
const touched = [conversationDeals, listingReviews, listerPage, getListing, reviewQueue];

export function useHireAction(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: HireAction) => call(hireAction, { params: { id: conversationId }, body: { action } }),
    onSuccess: () => invalidateContracts(client, touched),
  });
}

export function useWriteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => call(writeReview, { body }),
    onSuccess: () => invalidateContracts(client, touched),
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; text: string }) =>
      call(replyToReview, { params: { id: change.id }, body: { text: change.text } }),
    onSuccess: () => invalidateContracts(client, touched),
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: (change: { id: string; reason: string }) =>
      call(reportReview, { params: { id: change.id }, body: { reason: change.reason } }),
  });
}

export function useReviewQueue() {
  return useQuery({
    queryKey: queryKey(reviewQueue, {}),
    queryFn: ({ signal }) => call(reviewQueue, { signal }),
  });
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; action: 'publish' | 'remove' }) =>
      call(moderateReview, { params: { id: change.id }, body: { action: change.action } }),
    onSuccess: () => invalidateContracts(client, touched),
  });
}
