import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { anonymous, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { makeUserSeed } from '../../seed/factories.ts';

let ctx: TestContext;
const moderatorSeed = makeUserSeed();
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
});
afterAll(async () => {
  await ctx.close();
});

let moderator: Caller | undefined;
const moderatorCaller = async () => (moderator ??= await signedUpUser(ctx, moderatorSeed));
const get = (caller: Caller, url: string) => caller.request({ method: 'GET', url });
const deleteMe = (caller: Caller, currentPassword?: string) =>
  caller.request({ method: 'DELETE', url: '/api/user', payload: currentPassword ? { currentPassword } : {} });

/**
 * Every row of every table in the database whose text (text, text[], json, jsonb columns)
 * holds `needle`: the walk the law's "erased" is checked by, so a table added later is
 * walked too.
 */
async function rowsHolding(needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    ctx.handle.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'ARRAY', 'json', 'jsonb', 'character varying')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hit] = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
          WHERE position(lower(${needle}) IN lower(${sql.identifier(column)}::text)) > 0`,
    );
    if (hit && hit.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('deleting my account', () => {
  it('shows what goes and what stays first, then leaves my name, address and number in no table', async () => {
    const person = await signedUpUser(ctx);
    const other = await signedUpUser(ctx);
    const phone = await provenNumber(ctx, person);
    await createListingAs(person);
    const theirs = await createListingAs(other);
    const start = await person.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: theirs.id, text: 'Is the flat still free? I can view it on Saturday.' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const conversation = start.json().conversationId as string;
    await other.request({
      method: 'POST',
      url: `/api/conversations/${conversation}/messages`,
      payload: { text: 'Yes, come at ten.' },
    });
    await person.request({ method: 'POST', url: '/api/user/export' });
    await person.request({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { purpose: 'marketing-mail', given: true },
    });

    const preview = (await get(person, '/api/user/deletion')).json();
    expect(preview).toMatchObject({ blockers: [], removed: { listings: 1, photos: 1, messages: 1 } });
    expect(preview.kept).toEqual([expect.objectContaining({ kind: 'messages', count: 1 })]);

    // The walk sees the person where they are before: users, the phone tables.
    expect(await rowsHolding(person.user!.email)).toContain('users.email');
    expect(await rowsHolding(phone)).toEqual(expect.arrayContaining(['users.phone', 'phone_numbers.phone']));
    expect((await deleteMe(person)).statusCode).toBe(400);
    expect((await deleteMe(person, 'not-my-password')).statusCode).toBe(400);
    const gone = await deleteMe(person, person.seed!.password);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ success: true, message: 'Your account has been deleted' });

    for (const needle of [person.user!.username, person.user!.email, phone]) {
      expect(await rowsHolding(needle), needle).toEqual([]);
    }
    // The session is over, the sign-in refused, and the address free for a new account.
    expect((await get(person, '/api/auth/me')).statusCode).toBe(401);
    const signIn = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: person.user!.email, password: person.seed!.password },
    });
    expect(signIn.statusCode).toBe(401);
    const again = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: person.user!.username, email: person.user!.email, password: 'a-second-life-123' },
    });
    expect(again.statusCode, again.body).toBe(201);
    // The other member keeps the conversation: their reply, and a gap where my words were.
    const thread = (await get(other, `/api/conversations/${conversation}`)).json();
    const texts = (thread.messages as { text: string }[]).map((message) => message.text);
    expect(texts).toContain('Yes, come at ten.');
    expect(texts).not.toContain('Is the flat still free? I can view it on Saturday.');
    expect((await get(anonymous(ctx), `/api/lister/${person.user!.id}`)).statusCode).toBe(404);
  });

  it('refuses while a deal is open, naming it, and changes nothing', async () => {
    const guest = await signedUpUser(ctx);
    const host = await signedUpUser(ctx);
    const bnb = await createListingAs(host, { type: 'bnbs', name: 'Diani beach cottage' });
    await queryRows(
      ctx.handle.db,
      sql`INSERT INTO stays (listing_id, guest_id, host_id, check_in, check_out, guests, nightly_price,
            check_in_time, check_out_time, status, expires_at)
          VALUES (${bnb.id}, ${guest.user!.id}, ${host.user!.id}, current_date + 10, current_date + 12, 2, 5000,
            '14:00', '10:00', 'pending', now() + interval '1 day')`,
    );
    const preview = (await get(guest, '/api/user/deletion')).json();
    expect(preview.blockers).toEqual([
      expect.objectContaining({ kind: 'stay', title: 'Diani beach cottage', path: '/bookings' }),
    ]);
    const refused = await deleteMe(guest, guest.seed!.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Finish or cancel these first, then delete your account:');
    expect((await get(guest, '/api/auth/me')).statusCode).toBe(200);
    // The host, too: a stay to come on their listing keeps their account.
    expect((await deleteMe(host, host.seed!.password)).statusCode).toBe(409);
  });

  it('waits while a legal hold lasts, and the log keeps who placed it and why', async () => {
    const moderator = await moderatorCaller();
    const person = await signedUpUser(ctx);
    const hold = (held: boolean) =>
      moderator.request({
        method: 'POST',
        url: `/api/moderation/users/${person.user!.id}/legal-hold`,
        payload: { held, reference: 'Milimani Law Courts, HCCC E123 of 2026, order of 2026-12-01' },
      });
    const byThemselves = await person.request({
      method: 'POST',
      url: `/api/moderation/users/${person.user!.id}/legal-hold`,
      payload: { held: false, reference: 'mine' },
    });
    expect(byThemselves.statusCode).toBe(403);
    const placed = await hold(true);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      hold: { reference: expect.stringContaining('HCCC E123'), placedBy: moderatorSeed.username },
    });
    const preview = (await get(person, '/api/user/deletion')).json();
    expect(preview.blockers).toEqual([
      { kind: 'legal-hold', id: expect.any(String), title: 'A legal hold', path: '/settings/privacy' },
    ]);
    expect((await deleteMe(person, person.seed!.password)).statusCode).toBe(409);
    expect((await hold(false)).json()).toMatchObject({ hold: null });
    expect((await deleteMe(person, person.seed!.password)).statusCode).toBe(200);
    const log = await queryRows<{ action: string; reason: string }>(
      ctx.handle.db,
      sql`SELECT action, reason FROM moderation_log WHERE subject_id = ${person.user!.id} ORDER BY created_at`,
    );
    expect(log.map((row) => row.action)).toEqual(['legal-hold', 'legal-hold-lifted']);
  });

  it('a court order takes content down with its reference kept', async () => {
    const moderator = await moderatorCaller();
    const lister = await signedUpUser(ctx);
    const listing = await createListingAs(lister);
    const wrong = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}`,
      payload: { action: 'hide', reason: 'Court order', courtOrder: 'Milimani, E99 of 2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ courtOrder: 'A court order removes: choose remove' });
    const removed = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${listing.id}`,
      payload: {
        action: 'remove',
        reason: 'Defamation found by the court',
        courtOrder: 'Milimani, E99 of 2026, 2026-12-02',
      },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const seen = (await get(moderator, `/api/moderation/listings/${listing.id}`)).json();
    expect(JSON.stringify(seen)).toContain('Milimani, E99 of 2026, 2026-12-02');
    expect((await get(anonymous(ctx), `/api/listing/get/${listing.id}`)).statusCode).toBe(404);
  });
});
