import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myPayments, myStays, paymentQueue, settleStay, type SettleBody } from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** What the person paid and was paid, newest first. */
export function useMyPayments() {
  return useQuery({ queryKey: queryKey(myPayments, {}), queryFn: ({ signal }) => call(myPayments, { signal }) });
}

/** Moderators: money waiting on a decision, and the totals of each ledger account. */
export function usePaymentQueue() {
  return useQuery({ queryKey: queryKey(paymentQueue, {}), queryFn: ({ signal }) => call(paymentQueue, { signal }) });
}

export function useSettleStay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SettleBody }) => call(settleStay, { params: { id }, body }),
    onSuccess: () => invalidateContracts(client, [paymentQueue, myStays]),
  });
}
