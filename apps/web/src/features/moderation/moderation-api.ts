import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listerPage, moderationLog, setAgentBadge, type AgentBadgeBody } from '@nyumba/domain';
import { call, invalidateContracts, queryKey } from '../../lib/api-client';

/** The decisions about a user, for a moderator's eyes only. */
export function useModerationLog(userId: string) {
  return useQuery({
    queryKey: queryKey(moderationLog, { params: { id: userId } }),
    queryFn: ({ signal }) => call(moderationLog, { params: { id: userId }, signal }),
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
