import { sql } from 'drizzle-orm';
import { defineJob } from '../../jobs/engine.ts';
import { queryRows, type Database } from '../../db/database.ts';
import { underHold } from './legal-holds.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { pruneDecidedDocuments } from './check-documents.ts';

/**
 * How long records that name a person are kept once they have served (docs/privacy.md,
 * the retention table): long enough to answer a dispute about them, no longer.
 */
const RETENTION_DAYS = {
  /** The SMS we sent: delivery questions and the caps' counts look back a day; disputes a season. */
  smsLog: 90,
  /** Wrong-password records: the lockout looks back minutes; a month answers an account-theft report. */
  signInFailures: 30,
  /** Devices a person signed in from (trusted-device checks): a year unseen and they are forgotten. */
  devices: 365,
} as const;

/** Deletes what has outlived its retention (but an account's under a legal hold); returns how many rows went, by kind. */
export async function pruneRetained(db: Database): Promise<Record<string, number>> {
  const count = async (query: ReturnType<typeof sql>) =>
    (
      await queryRows<{ n: number }>(db, sql`WITH gone AS (${query} RETURNING 1) SELECT count(*)::int AS n FROM gone`)
    )[0]?.n ?? 0;
  return {
    sms: await count(
      sql`DELETE FROM sms_messages WHERE created_at < now() - make_interval(days => ${RETENTION_DAYS.smsLog})
          AND (user_id IS NULL OR NOT ${underHold(sql`user_id`)})`,
    ),
    signInFailures: await count(
      sql`DELETE FROM auth_failures f WHERE created_at < now() - make_interval(days => ${RETENTION_DAYS.signInFailures})
          AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(f.email) AND ${underHold(sql`u.id`)})`,
    ),
    devices: await count(
      sql`DELETE FROM account_devices WHERE last_seen_at < now() - make_interval(days => ${RETENTION_DAYS.devices})
          AND NOT ${underHold(sql`user_id`)}`,
    ),
  };
}

/** Daily, at night in Kenya (03:20 EAT): the retention table's deletes. */
export function retentionJob(deps: {
  db: Database;
  store: ImageStore;
  log: { info: (obj: object, msg: string) => void };
}) {
  return defineJob({
    name: 'prune-retained-records',
    schedule: '20 0 * * *',
    pollingIntervalSeconds: 60,
    queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 900 },
    handler: async () => {
      const gone = { ...(await pruneRetained(deps.db)), checkDocuments: await pruneDecidedDocuments(deps) };
      if (Object.values(gone).some((n) => n > 0)) deps.log.info(gone, 'pruned records past their retention');
    },
  });
}
