import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerTenancy,
  cancelTenancy,
  decideTenancy,
  myTenancies,
  payTenancy,
  requestTenancy,
  signTenancy,
  tenancy,
  tenancyDeductions,
  tenancyInventoryAnswer,
  tenancyKeys,
  tenancyMoveOut,
  tenancyNotice,
  tenancyProblem,
  tenancyQueue,
  tenancySignCode,
  tenancyTerms,
  type TenancyAnswerBody,
  type TenancyCancelBody,
  type TenancyDecisionBody,
  type TenancyDeductionsBody,
  type TenancyInventoryAnswerBody,
  type TenancyKeysBody,
  type TenancyMoveOutBody,
  type TenancyNoticeBody,
  type TenancyProblemBody,
  type TenancyRequestBody,
  type TenancyResponse,
  type TenancyTermsBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** While an M-Pesa prompt waits, the tenancy is read again this often until M-Pesa answers. */
const PAYMENT_POLL_MS = 3_000;

const oneKey = (id: string) => queryKey(tenancy, { params: { id } });

export function useRequestTenancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TenancyRequestBody) => call(requestTenancy, { body }),
    onSuccess: () => invalidateContracts(client, [myTenancies]),
  });
}

/** The caller's tenancies, as tenant and as lister. */
export function useMyTenancies() {
  return useQuery({
    queryKey: queryKey(myTenancies, {}),
    queryFn: ({ signal }) => call(myTenancies, { signal }),
  });
}

/** One tenancy; `poll` reads it again every 3 s (a prompt on the tenant's phone). */
export function useTenancy(id: string, poll = false) {
  return useQuery({
    queryKey: oneKey(id),
    queryFn: ({ signal }) => call(tenancy, { params: { id }, signal }),
    refetchInterval: poll ? PAYMENT_POLL_MS : false,
  });
}

/**
 * A change to one tenancy: its answer is the tenancy as it now stands, put in place at once,
 * and the list is read again. A refusal (409: the other side moved first, the time passed)
 * reads the tenancy again too, so the page shows where it really stands beside the message.
 */
function useTenancyChange<V>(id: string, run: (vars: V) => Promise<TenancyResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      client.setQueryData(oneKey(id), answer);
      return invalidateContracts(client, [myTenancies, tenancyQueue]);
    },
    onError: () => invalidateContracts(client, [tenancy]),
  });
}

export const useAnswerTenancy = (id: string) =>
  useTenancyChange(id, (body: TenancyAnswerBody) => call(answerTenancy, { params: { id }, body }));

export const useTenancyTerms = (id: string) =>
  useTenancyChange(id, (body: TenancyTermsBody) => call(tenancyTerms, { params: { id }, body }));

export const useSignCode = (id: string) => useTenancyChange(id, () => call(tenancySignCode, { params: { id } }));

export const useSignTenancy = (id: string) =>
  useTenancyChange(id, (code: string) => call(signTenancy, { params: { id }, body: { code } }));

/** The total the summary showed goes with it: a price changed since is refused (409) and the tenancy read again. */
export const usePayTenancy = (id: string) =>
  useTenancyChange(id, (expectedTotal: number) => call(payTenancy, { params: { id }, body: { expectedTotal } }));

export const useTenancyKeys = (id: string) =>
  useTenancyChange(id, (body: TenancyKeysBody) => call(tenancyKeys, { params: { id }, body }));

export const useInventoryAnswer = (id: string) =>
  useTenancyChange(id, (body: TenancyInventoryAnswerBody) => call(tenancyInventoryAnswer, { params: { id }, body }));

export const useTenancyProblem = (id: string) =>
  useTenancyChange(id, (body: TenancyProblemBody) => call(tenancyProblem, { params: { id }, body }));

export const useCancelTenancy = (id: string) =>
  useTenancyChange(id, (body: TenancyCancelBody) => call(cancelTenancy, { params: { id }, body }));

export const useTenancyNotice = (id: string) =>
  useTenancyChange(id, (body: TenancyNoticeBody) => call(tenancyNotice, { params: { id }, body }));

export const useTenancyMoveOut = (id: string) =>
  useTenancyChange(id, (body: TenancyMoveOutBody) => call(tenancyMoveOut, { params: { id }, body }));

export const useTenancyDeductions = (id: string) =>
  useTenancyChange(id, (body: TenancyDeductionsBody) => call(tenancyDeductions, { params: { id }, body }));

/** Moderators: tenancies held for a decision. */
export function useTenancyQueue() {
  return useQuery({
    queryKey: queryKey(tenancyQueue, {}),
    queryFn: ({ signal }) => call(tenancyQueue, { signal }),
  });
}

export const useDecideTenancy = (id: string) =>
  useTenancyChange(id, (body: TenancyDecisionBody) => call(decideTenancy, { params: { id }, body }));
