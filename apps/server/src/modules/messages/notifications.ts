import pg from 'pg';
import type { DatabaseHandle } from '../../db/database.ts';
import type { NotificationSource } from '../../lib/notification-source.ts';

export type { NotificationSource } from '../../lib/notification-source.ts';

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

function postgresSource(url: string): NotificationSource {
  return {
    async listen(channel, onNotify, onReconnect) {
      let client: pg.Client | undefined;
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload) onNotify(message.payload);
        });
        // A dropped connection (a database restart, a proxy's idle cut) is reopened.
        next.on('error', () => undefined);
        next.on('end', () => {
          if (stopped || client !== next) return;
          client = undefined;
          schedule();
        });
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      };
      const schedule = () => {
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        attempt += 1;
        timer = setTimeout(() => {
          connect()
            .then(() => {
              attempt = 0;
              onReconnect();
            })
            .catch(() => {
              if (!stopped) schedule();
            });
        }, wait);
        timer.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await client?.end().catch(() => undefined);
      };
    },
  };
}

/** The source for a database: PGlite's own client, or a LISTEN connection to PostgreSQL. */
export function notificationSource(handle: DatabaseHandle): NotificationSource {
  const target = handle.jobDatabase;
  if (target.kind === 'postgres') return postgresSource(target.url);
  return {
    async listen(channel, onNotify) {
      const unsubscribe = await target.client.listen(channel, onNotify);
      return async () => {
        // PGlite refuses to unlisten once closed; the process is ending then anyway.
        await unsubscribe().catch(() => undefined);
      };
    },
  };
}
