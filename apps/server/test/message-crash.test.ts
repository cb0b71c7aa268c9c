// Issue 30: "kill -9 of a server loses no committed message". Two server processes on one
// PostgreSQL database; the lister's live stream is held on B; the seeker fires messages at A
// and A is killed with SIGKILL while they are in flight. Every message A acknowledged is in
// the conversation (read through B) and reached the lister's stream exactly once; every
// message that was committed reached it too (a commit whose answer the kill swallowed is
// still delivered, never twice); a resend of an unanswered one with its clientId through B
// stores it once.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { EventStreamReader } from './event-stream.ts';
import {
  listingBody,
  clusterSuitesRun,
  emptyDatabase,
  send,
  signUp,
  startServerProcess,
  uploadPhoto,
  type Account,
  type ServerChild,
} from './server-child.ts';

// Runs with the PostgreSQL suite (server-child.ts, clusterSuitesRun): LISTEN/NOTIFY across
// processes needs a real server.
const cleanups: (() => Promise<void> | void)[] = [];
let databaseUrl: string;
let a: ServerChild;
let b: ServerChild;
let seeker: Account;
let lister: Account;
let conversationId: string;

beforeAll(async () => {
  if (!clusterSuitesRun) return;
  databaseUrl = await emptyDatabase('crash', cleanups);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  // One after the other: the second finds the migrations applied.
  a = await startServerProcess(portA, env);
  cleanups.push(() => a.kill('SIGKILL'));
  b = await startServerProcess(portB, env);
  cleanups.push(() => b.kill('SIGKILL'));
  lister = await signUp(b.url, `lister-${randomBytes(3).toString('hex')}`, dataDir);
  seeker = await signUp(a.url, `seeker-${randomBytes(3).toString('hex')}`, dataDir);
  const photo = await uploadPhoto(b.url, lister);
  const listing = await send(
    b.url,
    lister,
    'POST',
    '/api/listing/create',
    listingBody('Two rooms off Ngong Road', photo),
  );
  expect(listing.status).toBe(201);
  const started = await send(a.url, seeker, 'POST', '/api/conversations', {
    listingId: (listing.json.listing as { id: string }).id,
    text: 'Is it still available?',
  });
  expect(started.status).toBe(201);
  conversationId = String(started.json.conversationId);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(clusterSuitesRun)('a server killed with SIGKILL mid-conversation', () => {
  it('loses no committed message and delivers each one once through the other server', async () => {
    const stream = await EventStreamReader.open(b.url, lister.cookie);
    try {
      const outgoing = Array.from({ length: 40 }, (_, i) => ({ text: `Message ${i + 1}`, clientId: randomUUID() }));
      const acknowledged = new Set<string>();
      let fifthAnswer: () => void = () => {};
      const fiveAnswered = new Promise<void>((resolve) => (fifthAnswer = resolve));
      // One every 20 ms; A dies once five are answered, while later ones are in flight or unsent.
      const sends = outgoing.map(async (body, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        try {
          const res = await send(a.url, seeker, 'POST', `/api/conversations/${conversationId}/messages`, body);
          if (res.status === 201) acknowledged.add(body.text);
          if (acknowledged.size >= 5) fifthAnswer();
        } catch {
          // The connection died with the server: no answer.
        }
      });
      await fiveAnswered;
      a.kill('SIGKILL');
      await a.exited;
      await Promise.all(sends);
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(acknowledged.size).toBeLessThan(outgoing.length); // the kill really cut some off

      // What the database holds is what the conversation shows through B.
      const committed = await committedTexts();
      for (const text of acknowledged) expect(committed).toContain(text);
      const shown = await send(b.url, lister, 'GET', `/api/conversations/${conversationId}`);
      const shownTexts = (shown.json.messages as { text: string }[]).map((m) => m.text);
      expect(shownTexts.filter((t) => t.startsWith('Message ')).sort()).toEqual(
        committed.filter((t) => t.startsWith('Message ')).sort(),
      );

      // The stream on B got every committed message, each once, in commit order.
      const expected = committed.filter((t) => t.startsWith('Message '));
      await stream.waitFor(() => stream.texts().filter((t) => t.startsWith('Message ')).length >= expected.length);
      await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives late
      expect(stream.texts().filter((t) => t.startsWith('Message '))).toEqual(expected);

      // The seeker's phone resends what got no answer, through B, with the same clientIds:
      // committed ones come back as already stored (200), the rest are stored now (201).
      for (const body of outgoing.filter((o) => !acknowledged.has(o.text))) {
        const res = await send(b.url, seeker, 'POST', `/api/conversations/${conversationId}/messages`, body);
        expect(res.status).toBe(committed.includes(body.text) ? 200 : 201);
      }
      const after = await committedTexts();
      expect(after.filter((t) => t.startsWith('Message ')).sort()).toEqual(outgoing.map((o) => o.text).sort());
      await stream.waitFor(() => stream.texts().filter((t) => t.startsWith('Message ')).length === outgoing.length);
      expect(new Set(stream.texts()).size).toBe(stream.texts().length);
    } finally {
      await stream.close();
    }
  }, 120_000);
});

/** The conversation's texts in the order they were committed. */
async function committedTexts(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      'SELECT text FROM messages WHERE conversation_id = $1 ORDER BY id',
      [conversationId],
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}
