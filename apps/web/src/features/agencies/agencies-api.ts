import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptAgencyInvite,
  agency,
  agencyLeads,
  agencyListings,
  agencyStats,
  changeAgencyMember,
  createAgency,
  importAgencyListings,
  inviteToAgency,
  listingStats,
  myAgencies,
  removeAgencyMember,
  updateAgencyLead,
  viewAgencyInvite,
  type AgencyBody,
  type AgencyInviteBody,
  type AgencyRole,
  type ImportResult,
  type LeadKind,
  type LeadUpdateBody,
  type ListingListResponse,
} from '@nyumba/domain';
import { ApiError, call, errorFromAnswer, invalidateContracts, queryKey } from '../../lib/api-client';
import { pathWithId } from './agency-parts';

// The agency screens' calls (docs/agencies.md). Every answer comes from the server's rules:
// what a role may not see is not in the answer, so nothing here hides anything.

const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export function useAgency(id: string) {
  return useQuery({
    queryKey: queryKey(agency, { params: { id } }),
    queryFn: ({ signal }) => call(agency, { params: { id }, signal }),
    retry: noRetryOn4xx,
  });
}

const PAGE = 12;

export function useAgencyListings(id: string) {
  return useInfiniteQuery({
    queryKey: queryKey(agencyListings, { params: { id }, query: { limit: PAGE } }),
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }): Promise<ListingListResponse> =>
      call(agencyListings, { params: { id }, query: { limit: PAGE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListingListResponse) => last.nextCursor ?? undefined,
  });
}

export function useCreateAgency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyBody) => call(createAgency, { body }),
    onSuccess: () => invalidateContracts(client, [myAgencies]),
  });
}

export function useInvite(token: string) {
  return useQuery({
    queryKey: queryKey(viewAgencyInvite, { params: { token } }),
    queryFn: ({ signal }) => call(viewAgencyInvite, { params: { token }, signal }),
    retry: noRetryOn4xx,
  });
}

export function useAcceptInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(acceptAgencyInvite, { params: { token } }),
    onSuccess: () => invalidateContracts(client, [myAgencies, agency]),
  });
}

/** A change to the agency's people: the answer is the agency as it now stands. */
function usePeopleChange<V, T>(run: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateContracts(client, [agency, agencyLeads]) });
}

export const useInviteMember = (id: string) =>
  usePeopleChange((body: AgencyInviteBody) => call(inviteToAgency, { params: { id }, body }));

export const useChangeRole = (id: string) =>
  usePeopleChange(({ userId, role }: { userId: string; role: AgencyRole }) =>
    call(changeAgencyMember, { params: { id, userId }, body: { role } }),
  );

export const useRemoveMember = (id: string) =>
  usePeopleChange((userId: string) => call(removeAgencyMember, { params: { id, userId } }));

export function useLeads(id: string) {
  return useQuery({
    queryKey: queryKey(agencyLeads, { params: { id } }),
    queryFn: ({ signal }) => call(agencyLeads, { params: { id }, signal }),
  });
}

export function useUpdateLead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, refId, body }: { kind: LeadKind; refId: string; body: LeadUpdateBody }) =>
      call(updateAgencyLead, { params: { id, kind, refId }, body }),
    onSettled: () => invalidateContracts(client, [agencyLeads]),
  });
}

export function useAgencyStats(id: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKey(agencyStats, { params: { id }, query: { days } }),
    queryFn: ({ signal }) => call(agencyStats, { params: { id }, query: { days }, signal }),
    enabled,
  });
}

export function useListingStats(id: string, days: number) {
  return useQuery({
    queryKey: queryKey(listingStats, { params: { id }, query: { days } }),
    queryFn: ({ signal }) => call(listingStats, { params: { id }, query: { days }, signal }),
    retry: noRetryOn4xx,
  });
}

/** Sends the file as multipart (field "file"); the answer lists each refused row and why. */
export function useImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const path = pathWithId(importAgencyListings.path, id);
      const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
      const body = (await response.json().catch(() => undefined)) as ImportResult | undefined;
      if (!response.ok || !body) throw errorFromAnswer(response.status, body);
      return body;
    },
    onSuccess: () => invalidateContracts(client, [agencyListings, agencyStats]),
  });
}
