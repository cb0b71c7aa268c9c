import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteMe,
  deletionPreview,
  myConsents,
  myExports,
  setConsent,
  startExport,
  type ConsentBody,
  type DataExportsResponse,
} from '@nyumba/domain';
import { call, queryKey } from '../../lib/api-client';

/** How often the list of copies is read again while one is being built: it takes seconds to minutes. */
const EXPORT_POLL_MS = 2000;

/** The caller's copies of their data; read again every few seconds while one is being built. */
export function useMyExports() {
  return useQuery({
    queryKey: queryKey(myExports),
    queryFn: ({ signal }) => call(myExports, { signal }),
    refetchInterval: (query) =>
      query.state.data?.exports.some((copy) => copy.status === 'building') ? EXPORT_POLL_MS : false,
  });
}

/** Asks for a new copy; it shows at once at the top of the list, being prepared. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(startExport),
    onSuccess: ({ export: started }) => {
      client.setQueryData<DataExportsResponse>(queryKey(myExports), (list) => ({
        exports: [started, ...(list?.exports ?? []).filter((copy) => copy.id !== started.id)],
      }));
    },
  });
}

/** Every purpose, given or not. */
export function useConsents() {
  return useQuery({
    queryKey: queryKey(myConsents),
    queryFn: ({ signal }) => call(myConsents, { signal }),
  });
}

/** Gives or withdraws one consent; the answer is the whole list as now recorded. */
export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentBody) => call(setConsent, { body }),
    onSuccess: ({ consents }) => client.setQueryData(queryKey(myConsents), { consents }),
  });
}

/**
 * What deleting would do, asked only once the person opens the deletion (it counts their
 * rows across the schema), and asked afresh each time: a deal finished in another tab counts.
 */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: queryKey(deletionPreview),
    queryFn: ({ signal }) => call(deletionPreview, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function deleteMyAccount(currentPassword: string): Promise<unknown> {
  return call(deleteMe, { body: { currentPassword } });
}
