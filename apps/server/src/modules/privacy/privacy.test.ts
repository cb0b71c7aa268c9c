import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES } from '@nyumba/domain';
import { queryRows } from '../../db/database.ts';
import { anonymous, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SMS_CALLBACK_SECRET: 'inbound-secret-for-tests-0123456789' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (caller: Caller, url: string) => caller.request({ method: 'GET', url });

/** A member with a listing, a post and a conversation with another member, both ways. */
async function busyMember() {
  const person = await signedUpUser(ctx);
  const other = await signedUpUser(ctx);
  const phone = await provenNumber(ctx, person);
  const listing = await createListingAs(person, { name: `Kilimani flat of ${person.user!.username}` });
  const theirs = await createListingAs(other);
  const post = await person.request({
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'Moving to Nairobi', content: '<p>Notes from a move.</p>' },
  });
  const start = await person.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { listingId: theirs.id, text: `Hello, I am ${person.user!.username}, call me on ${phone}` },
  });
  expect(start.statusCode, start.body).toBe(201);
  const conversation = start.json().conversationId as string;
  const reply = await other.request({
    method: 'POST',
    url: `/api/conversations/${conversation}/messages`,
    payload: { text: 'It is free from the first of the month.' },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return { person, other, phone, listing, theirs, conversation, postStatus: post.statusCode };
}

describe('a copy of my data', () => {
  it('is a ZIP with every kind, mine only, for me only, one an hour', async () => {
    const { person, other, listing } = await busyMember();
    const started = await person.request({ method: 'POST', url: '/api/user/export' });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ success: true, export: { status: 'building' } });
    const list = (await get(person, '/api/user/exports')).json();
    expect(list.exports).toHaveLength(1);
    const copy = list.exports[0];
    expect(copy).toMatchObject({ status: 'ready', url: `/api/user/exports/${copy.id}/download` });
    expect(new Date(copy.expiresAt).getTime() - new Date(copy.createdAt).getTime()).toBe(7 * 24 * 3_600_000);

    const download = await get(person, copy.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    for (const kind of [
      'profile',
      'numbers',
      'listings',
      'posts',
      'messages',
      'viewings',
      'stays',
      'tenancies',
      'jobs',
    ])
      expect(Object.keys(files)).toContain(`${kind}.json`);
    for (const kind of ['payments', 'reviews', 'reports', 'saved', 'consents', 'documents', 'signIns'])
      expect(Object.keys(files)).toContain(`${kind}.json`);
    expect(Object.keys(files).some((name) => name.startsWith('photos/') && name.endsWith('.webp'))).toBe(true);
    const everything = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).toContain(listing.id);
    expect(everything).toContain(person.user!.email);
    expect(everything).toContain('It is free from the first of the month.');
    // Another member's account is not in it, nor any secret.
    expect(everything).not.toContain(other.user!.email);
    expect(everything).not.toMatch(/password_hash|token_hash|\$argon2/);

    expect((await get(other, copy.url)).statusCode).toBe(404);
    expect((await get(anonymous(ctx), copy.url)).statusCode).toBe(401);
    expect((await person.request({ method: 'POST', url: '/api/user/export' })).statusCode).toBe(429);
  });

  it('is stored sealed: the bytes in the store are not the ZIP', async () => {
    const person = await signedUpUser(ctx);
    await person.request({ method: 'POST', url: '/api/user/export' });
    const [row] = await queryRows<{ store_name: string }>(
      ctx.handle.db,
      sql`SELECT store_name FROM data_exports WHERE user_id = ${person.user!.id}`,
    );
    const stored = await ctx.store.get(row!.store_name);
    expect(stored).toBeDefined();
    expect(stored!.subarray(0, 2).toString()).not.toBe('PK');
    expect(() => unzipSync(new Uint8Array(stored!))).toThrow();
  });
});

describe('consents', () => {
  it('lists every purpose unticked, records a yes and a no, and a STOP by SMS withdraws at once', async () => {
    const person = await signedUpUser(ctx);
    const phone = await provenNumber(ctx, person);
    const first = (await get(person, '/api/user/consents')).json();
    expect(first.consents.map((c: { purpose: string }) => c.purpose)).toEqual([...CONSENT_PURPOSES]);
    const marketing = (list: { purpose: string; given: boolean }[]) => list.find((c) => c.purpose === 'marketing-sms');
    expect(marketing(first.consents)).toMatchObject({ given: false, at: null, version: null });

    const yes = await person.request({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { purpose: 'marketing-sms', given: true },
    });
    expect(yes.statusCode).toBe(200);
    expect(marketing(yes.json().consents)).toMatchObject({ given: true, version: expect.any(String) });
    const smsOn = await person.request({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { purpose: 'sms-notices', given: true },
    });
    expect(smsOn.json().consents.find((c: { purpose: string }) => c.purpose === 'sms-notices').given).toBe(true);

    const bad = await person.request({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { purpose: 'spam', given: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['purpose', 'given']));

    // Africa's Talking's incoming message, as it posts it.
    const form = new URLSearchParams({
      from: phone,
      to: '12345',
      text: ' STOP ',
      date: '2026-12-07 10:00:00',
      id: 'x1',
      linkId: 'l1',
    });
    const wrongSecret = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/sms/inbound/not-the-secret-at-all-0000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(wrongSecret.statusCode).toBe(404);
    const stop = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/sms/inbound/inbound-secret-for-tests-0123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(stop.statusCode).toBe(200);
    const after = (await get(person, '/api/user/consents')).json().consents;
    expect(marketing(after)).toMatchObject({ given: false });
    expect(after.find((c: { purpose: string }) => c.purpose === 'sms-notices').given).toBe(false);
    const me = (await get(person, '/api/auth/me')).json();
    expect(me.smsNotices).toEqual([]);
    const [record] = await queryRows<{ withdrawn_by: string; channel: string }>(
      ctx.handle.db,
      sql`SELECT withdrawn_by, channel FROM consents WHERE user_id = ${person.user!.id} AND purpose = 'marketing-sms'`,
    );
    expect(record).toMatchObject({ withdrawn_by: 'sms-stop', channel: 'web' });

    // A stranger's number gets the same answer: the callback tells nobody who is a member.
    const stranger = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/sms/inbound/inbound-secret-for-tests-0123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ from: '+254799000111', text: 'stop' }).toString(),
    });
    expect(stranger.json()).toEqual(stop.json());
  });
});
