// Issue 30's figures, on PostgreSQL with two real servers (A and B) in their own processes:
// - delivery: 200 listers hold a live stream on server B; seekers send 20 messages a second
//   through server A; each message's time from send to arrival on the stream, p50 and p99,
//   beside the same run's own HTTP round trip of the send (the baseline);
// - the cost of an open stream on server B (heap and resident memory, per stream);
// - the inbox of a lister with 5,000 conversations: the first page's server time (p50, p99),
//   beside the health route's in the same run.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres, queryRows, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { createSession } from '../apps/server/src/plugins/session-store.ts';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { EventStreamReader } from '../apps/server/test/event-stream.ts';
import { generateListings } from './generate.ts';
import { startServer } from './server-process.ts';
import { median } from './lighthouse-figures.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const PER_SECOND = Number(process.env.BENCH_MESSAGES_PER_SECOND ?? 20);
const SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 10);
const INBOX_SIZE = Number(process.env.BENCH_INBOX ?? 5_000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Confirmed accounts a month old (no new-account limit), each with a session token. */
async function accounts(db: Database, prefix: string, count: number): Promise<{ id: string; token: string }[]> {
  const made: { id: string; token: string }[] = [];
  const old = new Date(Date.now() - 30 * 86_400_000);
  for (let done = 0; done < count; done += 500) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
          username: `${prefix}${done + i}`,
          email: `${prefix}${done + i}@bench.nyumba.co.ke`,
          usernameSkeleton: `${prefix}${done + i}`,
          emailVerifiedAt: old,
          createdAt: old,
        })),
      )
      .returning({ id: users.id });
    for (const row of rows) made.push({ id: row.id, token: (await createSession(db, row.id, 30)).token });
  }
  return made;
}

/** Gives each lister one of the generated listings. */
async function handOut(db: Database, listers: { id: string }[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM listings ORDER BY id LIMIT ${listers.length}`);
  await Promise.all(
    rows.map((row, i) => db.execute(sql`UPDATE listings SET owner_id = ${listers[i]!.id} WHERE id = ${row.id}`)),
  );
  return rows.map((row) => row.id);
}

async function post(base: string, token: string, url: string, body: unknown): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `nyumba_session=${token}`, origin: base },
    body: JSON.stringify(body),
  });
}

async function heapOf(base: string): Promise<{ heap: number; rss: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { heap: value('nodejs_heap_size_used_bytes'), rss: value('process_resident_memory_bytes') };
}

async function timed(base: string, url: string, token?: string, rounds = 200): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: token ? { cookie: `nyumba_session=${token}` } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

export async function runMessagesBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-bench-messages-'));
  const cluster = await startPostgres();
  try {
    const handle = await openPostgres(cluster.url, 4);
    await migrate(handle);
    await generateListings(handle.db, STREAMS + 1);
    const listers = await accounts(handle.db, 'lister', STREAMS);
    const seekers = await accounts(handle.db, 'seeker', 20);
    const owned = await handOut(handle.db, listers);
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '16' };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      // Each seeker opens conversations with ten listers through server A.
      const conversations: string[] = [];
      for (let i = 0; i < STREAMS; i++) {
        const seeker = seekers[i % seekers.length]!;
        const res = await post(a.url, seeker.token, '/api/conversations', { listingId: owned[i], text: `Hello ${i}` });
        if (!res.ok) throw new Error(`start ${i}: ${res.status} ${await res.text()}`);
        conversations.push(((await res.json()) as { conversationId: string }).conversationId);
      }
      const before = await heapOf(b.url);
      const streams = await Promise.all(listers.map((lister) => EventStreamReader.open(b.url, lister.token)));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const after = await heapOf(b.url);

      const sentAt = new Map<string, number>();
      const sendTimes: number[] = [];
      const total = PER_SECOND * SECONDS;
      // Arrivals are watched while the messages go out (every 5 ms, each stream from where
      // it was last read), so a message's time is its own, not the end of the sending.
      const arrived = new Map<string, number>();
      const readUpTo = streams.map(() => 0);
      let sendingEnded: number | undefined = undefined; // set when the last message has gone
      const watcher = (async () => {
        while (arrived.size < total && (sendingEnded === undefined || Date.now() < sendingEnded + 15_000)) {
          streams.forEach((stream, index) => {
            for (; readUpTo[index]! < stream.events.length; readUpTo[index]! += 1) {
              const event = stream.events[readUpTo[index]!]!;
              const text = (event.data as { message?: { text: string } }).message?.text;
              if (text && text.startsWith('bench ') && !arrived.has(text)) arrived.set(text, performance.now());
            }
          });
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const started = performance.now();
      for (let n = 0; n < total; n++) {
        const wait = started + (n * 1000) / PER_SECOND - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const i = n % STREAMS;
        const text = `bench ${n}`;
        const seeker = seekers[i % seekers.length]!;
        const t0 = performance.now();
        sentAt.set(text, t0);
        void post(a.url, seeker.token, `/api/conversations/${conversations[i]}/messages`, { text }).then(
          async (res) => {
            await res.arrayBuffer();
            sendTimes.push(performance.now() - t0);
          },
        );
      }
      sendingEnded = Date.now();
      await watcher;
      const delays = [...arrived].map(([text, at]) => at - sentAt.get(text)!);
      await Promise.all(streams.map((stream) => stream.close()));

      // A lister with 5,000 conversations: conversations and one message each, written directly.
      const busy = listers[0]!;
      const people = await accounts(handle.db, 'asker', INBOX_SIZE);
      for (let done = 0; done < INBOX_SIZE; done += 1000) {
        await handle.db.execute(sql`
          WITH c AS (
            INSERT INTO conversations (listing_id, seeker_id, lister_id, last_message_at, lister_unread)
            SELECT ${owned[0]}, u.id, ${busy.id}, now() - (n || ' minutes')::interval, 1
            FROM unnest(${sql.param(people.slice(done, done + 1000).map((p) => p.id))}::uuid[]) WITH ORDINALITY AS u(id, n)
            RETURNING id, seeker_id),
          m AS (
            INSERT INTO messages (conversation_id, sender_id, text, text_hash)
            SELECT id, seeker_id, 'Is it still available?', 'bench' FROM c RETURNING id, conversation_id)
          UPDATE conversations SET last_message_id = m.id FROM m WHERE conversations.id = m.conversation_id`);
      }
      await handle.db.execute(sql`ANALYZE`);
      await handle.close();
      await timed(a.url, '/api/conversations', busy.token, 20);
      const inbox = await timed(a.url, '/api/conversations', busy.token);
      const health = await timed(a.url, '/api/health');

      const sendP50 = median(sendTimes);
      console.log(
        `\nMessages on PostgreSQL, two servers: ${STREAMS} streams on B, ${PER_SECOND} messages/s for ${SECONDS} s through A`,
      );
      console.log(`  delivered ${delays.length} of ${total} (none twice: ${arrived.size === delays.length})`);
      console.log(
        `  send → stream on the other server: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms ` +
          `(${(percentile(delays, 50) / sendP50).toFixed(2)}× and ${(percentile(delays, 99) / sendP50).toFixed(2)}× the send's own round trip, p50 ${sendP50.toFixed(1)} ms); goal p99 ≤ 250 ms`,
      );
      console.log(
        `  an open stream costs ${((after.heap - before.heap) / STREAMS / 1024).toFixed(1)} KB of heap ` +
          `(${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB resident) on server B`,
      );
      console.log(
        `  inbox of a lister with ${INBOX_SIZE} conversations, first page: p50 ${percentile(inbox, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(inbox, 99).toFixed(1)} ms round trip (${(percentile(inbox, 50) / percentile(health, 50)).toFixed(1)}× the health route's p50 of ${percentile(health, 50).toFixed(1)} ms); goal p99 ≤ 50 ms`,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
