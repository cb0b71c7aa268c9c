import { useQuery } from '@tanstack/react-query';
import { publicConfig, type PublicConfig } from '@nyumba/domain';
import { call, queryKey } from './api-client';

export const publicConfigQueryKey = queryKey(publicConfig);

export function fetchPublicConfig(): Promise<PublicConfig> {
  return call(publicConfig);
}

/**
 * The server's public settings (image host, map tiles, contact details). They
 * only change with a deploy, so one fetch per visit is enough.
 */
export const publicConfigQuery = {
  queryKey: publicConfigQueryKey,
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  gcTime: Infinity,
};

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
