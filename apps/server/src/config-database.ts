import { z } from 'zod';

// The database settings of configSchema (config.ts): the primary, its pool, and the streaming
// replicas that public reads may use (db/read-replicas.ts, docs/deploy.md).
export const databaseSettings = {
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Streaming replicas that public reads may use (db/read-replicas.ts), comma-separated.
  DATABASE_READ_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be postgres:// URLs, comma-separated' }))),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
};
