import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerViewing,
  cancelViewing,
  myConversations,
  myViewings,
  requestViewing,
  saveViewingTimes,
  viewingOutcome,
  viewingSlots,
  viewingTimes,
  type ViewingRequestBody,
  type ViewingTimesBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

export function useViewingSlots(listingId: string) {
  return useQuery({
    queryKey: queryKey(viewingSlots, { params: { id: listingId } }),
    queryFn: ({ signal }) => call(viewingSlots, { params: { id: listingId }, signal }),
  });
}

export function useRequestViewing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewingRequestBody) => call(requestViewing, { body }),
    onSuccess: () => invalidateContracts(client, [viewingSlots, myViewings, myConversations]),
  });
}

export function useMyViewings(conversationId?: string) {
  const query = conversationId ? { conversationId } : {};
  return useQuery({
    queryKey: queryKey(myViewings, { query }),
    queryFn: ({ signal }) => call(myViewings, { query, signal }),
  });
}

/** A viewing's answer, cancel or outcome: each answers the viewing, and the lists refetch. */
export function useViewingChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      id: string;
      answer?: 'confirm' | 'decline';
      reason?: string;
      outcome?: 'happened' | 'no-show';
    }) => {
      const params = { id: change.id };
      if (change.answer) return call(answerViewing, { params, body: { answer: change.answer } });
      if (change.outcome) return call(viewingOutcome, { params, body: { outcome: change.outcome } });
      return call(cancelViewing, { params, body: { reason: change.reason ?? '' } });
    },
    onSuccess: () => invalidateContracts(client, [myViewings, viewingSlots]),
  });
}

export function useViewingTimes(listingId: string) {
  return useQuery({
    queryKey: queryKey(viewingTimes, { params: { id: listingId } }),
    queryFn: ({ signal }) => call(viewingTimes, { params: { id: listingId }, signal }),
  });
}

export function useSaveViewingTimes(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewingTimesBody) => call(saveViewingTimes, { params: { id: listingId }, body }),
    onSuccess: (answer) => {
      client.setQueryData(queryKey(viewingTimes, { params: { id: listingId } }), answer);
      return invalidateContracts(client, [viewingSlots]);
    },
  });
}
