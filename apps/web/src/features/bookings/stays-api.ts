import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerStay,
  cancelStay,
  hostCalendar,
  myConversations,
  myStays,
  requestStay,
  saveHostCalendar,
  stayCalendar,
  type StayCalendarBody,
  type StayRequestBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** A bnb's rules and taken nights, for the request form. */
export function useStayCalendar(listingId: string) {
  return useQuery({
    queryKey: queryKey(stayCalendar, { params: { id: listingId } }),
    queryFn: ({ signal }) => call(stayCalendar, { params: { id: listingId }, signal }),
  });
}

export function useRequestStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StayRequestBody) => call(requestStay, { body }),
    onSuccess: () => invalidateContracts(client, [stayCalendar, myStays, myConversations]),
  });
}

/** The caller's stays (both sides), or one conversation's. */
export function useMyStays(conversationId?: string) {
  const query = conversationId ? { conversationId } : {};
  return useQuery({
    queryKey: queryKey(myStays, { query }),
    queryFn: ({ signal }) => call(myStays, { query, signal }),
  });
}

export function useAnswerStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      call(answerStay, { params: { id }, body: { answer } }),
    onSuccess: () => invalidateContracts(client, [myStays, stayCalendar, hostCalendar]),
  });
}

export function useCancelStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(cancelStay, { params: { id }, body: { reason } }),
    onSuccess: () => invalidateContracts(client, [myStays, stayCalendar, hostCalendar]),
  });
}

export function useHostCalendar(listingId: string) {
  return useQuery({
    queryKey: queryKey(hostCalendar, { params: { id: listingId } }),
    queryFn: ({ signal }) => call(hostCalendar, { params: { id: listingId }, signal }),
  });
}

export function useSaveHostCalendar(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StayCalendarBody) => call(saveHostCalendar, { params: { id: listingId }, body }),
    onSuccess: (answer) => {
      client.setQueryData(queryKey(hostCalendar, { params: { id: listingId } }), answer);
      return invalidateContracts(client, [stayCalendar]);
    },
  });
}
