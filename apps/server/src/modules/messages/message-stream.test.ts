import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app-types.ts';
import { EventStreamReader } from '../../../test/event-stream.ts';
import { ageAccounts, signedUpUser, unconfirmedUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// The live stream: a message sent through one server reaches a stream held on another
// (PostgreSQL: LISTEN/NOTIFY between two connections pools; PGlite: one process), in
// order, once; a stream resumed with Last-Event-ID gets exactly what it missed.

let ctx: TestContext;
let second: AppInstance;
let urlA: string;
let urlB: string;
let lister: Caller;
let seeker: Caller;
let conversation: string;

beforeAll(async () => {
  ctx = await createTestApp();
  second = await ctx.secondApp();
  urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.listen({ port: 0, host: '127.0.0.1' });
  lister = await signedUpUser(ctx);
  seeker = await signedUpUser(ctx);
  await ageAccounts(ctx, [lister, seeker], 30);
  const listing = await createListingAs(lister);
  const first = await seeker.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId: listing.id, text: 'Opening line' },
  });
  conversation = first.json().conversationId;
});
afterAll(async () => {
  await ctx.close();
});

/** Sends through server B (a real HTTP request, as a second machine would get it). */
async function sendViaB(caller: Caller, text: string): Promise<void> {
  const res = await fetch(`${urlB}/api/conversations/${conversation}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `nyumba_session=${caller.token}`,
      origin: ctx.config.PUBLIC_URL,
    },
    body: JSON.stringify({ text }),
  });
  expect(res.status).toBe(201);
}

describe('GET /api/messages/stream', () => {
  it('refuses a visitor', async () => {
    const res = await fetch(`${urlA}/api/messages/stream`);
    expect(res.status).toBe(401);
  });

  it('delivers a message sent through another server to both people, live, once and in order', async () => {
    const listerStream = await EventStreamReader.open(urlA, lister.token!);
    const seekerStream = await EventStreamReader.open(urlA, seeker.token!);
    try {
      const sent = Date.now();
      await sendViaB(seeker, 'Live one');
      await sendViaB(lister, 'Live two');
      await sendViaB(seeker, 'Live three');
      await listerStream.waitFor(() => listerStream.texts().length === 3);
      const latency = Date.now() - sent;
      expect(listerStream.texts()).toEqual(['Live one', 'Live two', 'Live three']);
      await seekerStream.waitFor(() => seekerStream.texts().length === 3);
      expect(seekerStream.texts()).toEqual(['Live one', 'Live two', 'Live three']);
      // Within a second of the last send, on this shared machine with margin to spare.
      expect(latency).toBeLessThan(3_000);
      const ids = listerStream.events.flatMap((e) => (e.id === undefined ? [] : [e.id]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      // The lister's view: two from the seeker unread, their own marked as theirs.
      const last = listerStream.events.at(-1)!.data as { message: { fromMe: boolean }; unread: number };
      expect(last.message.fromMe).toBe(false);
      expect(last.unread).toBeGreaterThanOrEqual(2);
    } finally {
      await listerStream.close();
      await seekerStream.close();
    }
  });

  it('resumed with Last-Event-ID, gets exactly the events it missed', async () => {
    const stream = await EventStreamReader.open(urlA, lister.token!);
    await sendViaB(seeker, 'Before the tunnel');
    await stream.waitFor(() => stream.texts().includes('Before the tunnel'));
    const lastSeen = stream.lastId()!;
    await stream.close();

    await sendViaB(seeker, 'Missed one');
    await sendViaB(seeker, 'Missed two');
    const resumed = await EventStreamReader.open(urlB, lister.token!, lastSeen);
    try {
      await resumed.waitFor(() => resumed.texts().length >= 2);
      // A moment for anything extra to arrive (it must not).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(resumed.texts()).toEqual(['Missed one', 'Missed two']);
      expect(resumed.events.filter((e) => e.id !== undefined).every((e) => e.id! > lastSeen)).toBe(true);
    } finally {
      await resumed.close();
    }
  });

  it('tells the sender their message was seen', async () => {
    const stream = await EventStreamReader.open(urlA, seeker.token!);
    try {
      const view = (await lister.request({ method: 'GET', url: `/api/conversations/${conversation}` })).json();
      const upTo = view.messages.at(-1).id as string;
      await lister.request({ method: 'POST', url: `/api/conversations/${conversation}/read`, payload: { upTo } });
      const events = await stream.waitFor((all) => all.some((e) => e.event === 'read'));
      expect(events.find((e) => e.event === 'read')!.data).toMatchObject({
        conversationId: conversation,
        upTo,
        byMe: false,
      });
    } finally {
      await stream.close();
    }
  });

  it('never sends one person’s messages to another', async () => {
    const stranger = await signedUpUser(ctx);
    const stream = await EventStreamReader.open(urlA, stranger.token!);
    try {
      await sendViaB(seeker, 'Not for strangers');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.texts()).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it('caps streams per address for unconfirmed accounts, and per unconfirmed account; confirmed ones still connect', async () => {
    const throwaways = await Promise.all(Array.from({ length: 6 }, () => unconfirmedUser(ctx)));
    const open: EventStreamReader[] = [];
    try {
      // Each throwaway may hold two: a third closes its own oldest.
      const first = await EventStreamReader.open(urlA, throwaways[0]!.token!);
      open.push(first, await EventStreamReader.open(urlA, throwaways[0]!.token!));
      open.push(await EventStreamReader.open(urlA, throwaways[0]!.token!));
      await first.ended();
      // From one address, unconfirmed accounts share ten.
      for (const throwaway of throwaways.slice(1)) {
        open.push(await EventStreamReader.open(urlA, throwaway.token!));
        open.push(await EventStreamReader.open(urlA, throwaway.token!));
      }
      // Open at once: the first throwaway's two, then the others' until the address holds ten.
      const statuses = open.slice(1).map((stream) => stream.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      // A confirmed account at the same address is not shut out by them.
      const mine = await EventStreamReader.open(urlA, seeker.token!);
      open.push(mine);
      expect(mine.status).toBe(200);
    } finally {
      await Promise.all(open.map((stream) => stream.close()));
    }
  });
});
