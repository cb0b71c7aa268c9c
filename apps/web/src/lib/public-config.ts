import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@nyumba/domain';
import { apiGet } from './api-client';

export const publicConfigQueryKey = ['public-config'] as const;

export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiGet('/api/config', { schema: publicConfigSchema });
}

/**
 * The server's public settings (image host, map tiles, contact details). They
 * only change with a deploy, so one fetch per visit is enough.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
