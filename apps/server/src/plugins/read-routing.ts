import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { lsnOf } from '../db/read-replicas.ts';

// Read your own writes across replicas and servers: a response to a write carries the
// primary's WAL position in a cookie; that browser's next reads go to a replica only once
// the replica has replayed past it, and to the primary until then. The cookie lasts a
// bounded time (twice the lag bound): by then any replica still in rotation has the write.
// Forging it can only send one's own reads to the primary, which is where they would go
// without replicas.

export const WROTE_COOKIE = 'nyumba_wrote';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where this request's reads of public data go: a replica that has the reader's last
 * write, or the primary. Only for reads that may be a moment behind others' writes.
 */
export function readDb(request: FastifyRequest): Database {
  const { reads, db } = request.server.deps;
  if (!reads) return db;
  return reads.pick(lsnOf(request.cookies?.[WROTE_COOKIE]));
}

export function registerReadRouting(app: FastifyInstance): void {
  const { reads, config } = app.deps;
  if (!reads) return;
  const maxAge = Math.ceil(config.DATABASE_REPLICA_MAX_LAG_SECONDS * 2) + 1;
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const position = await reads.writtenUpTo().catch(() => undefined);
    if (position) {
      void reply.setCookie(WROTE_COOKIE, position, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.PUBLIC_URL.startsWith('https://'),
        maxAge,
      });
    }
    return payload;
  });
}
