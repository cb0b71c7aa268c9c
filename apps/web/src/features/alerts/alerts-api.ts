import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAlert,
  deleteAlert,
  myAlerts,
  openAlert,
  updateAlert,
  type AlertBodyInput,
  type AlertUpdateBody,
} from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** The signed-in user's alerts, each with its count of new listings. */
export function useMyAlerts() {
  return useQuery({
    queryKey: queryKey(myAlerts),
    queryFn: ({ signal }) => call(myAlerts, { signal }),
  });
}

export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertBodyInput) => call(createAlert, { body }),
    onSuccess: () => invalidateContracts(client, [myAlerts]),
  });
}

export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertUpdateBody }) => call(updateAlert, { params: { id }, body }),
    onSuccess: () => invalidateContracts(client, [myAlerts]),
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteAlert, { params: { id } }),
    onSuccess: () => invalidateContracts(client, [myAlerts]),
  });
}

/** Opening an alert's listings: its "N new" starts again (the list is read again on return). */
export function useOpenAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(openAlert, { params: { id } }),
    onSettled: () => invalidateContracts(client, [myAlerts]),
  });
}
