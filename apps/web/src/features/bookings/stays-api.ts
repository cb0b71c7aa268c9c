import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerStay,
  cancelStay,
  hostCalendar,
  myConversations,
  myStays,
  payStay,
  reportStayProblem,
  requestStay,
  saveHostCalendar,
  stayCalendar,
  type ProblemBody,
  type StayCalendarBody,
  type Stay,
  type StayRequestBody,
} from '@nyumba/domain';
import { useEffect } from 'react';
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

/**
 * The guest pays an accepted stay: an M-Pesa prompt on their proven number. `expectedTotal`
 * is the total the summary showed; a price changed since is refused (409) and the stays,
 * read again after any answer, carry the new one.
 */
export function usePayStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expectedTotal }: { id: string; expectedTotal: number }) =>
      call(payStay, { params: { id }, body: { expectedTotal } }),
    onSettled: () => invalidateContracts(client, [myStays]),
  });
}

/** The guest reports a problem before the host is paid: the money stays held for a moderator. */
export function useReportProblem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProblemBody }) => call(reportStayProblem, { params: { id }, body }),
    onSuccess: () => invalidateContracts(client, [myStays]),
  });
}

/** While a stay's prompt is out, its list is read again every 3 s, until M-Pesa answers. */
export function usePollWhilePrompted(stay: Stay) {
  const client = useQueryClient();
  const waiting = stay.payment?.state === 'prompted';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void invalidateContracts(client, [myStays]), 3_000);
    return () => window.clearInterval(timer);
  }, [client, waiting]);
}
