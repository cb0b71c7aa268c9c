// Issue 31: a listing its lister has not confirmed for its period (rentals 30 days, sales 60)
// leaves search, with a reminder mail a week before whose one-click links answer without a
// sign-in; the job's clock is moved by running it at a later "now".
import { CONFIRM_LINK_INVALID, DAY_MS } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { anonymous, signedUpUser } from '../../../test/http.ts';
import { create, inSearch as inSearchOf, photoMaker } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { keepListingsTrue } from './freshness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const makePhoto = photoMaker(3_101);
const inSearch = (id: string) => inSearchOf(ctx, id);

describe('keeping listings true', () => {
  const sent: MailMessage[] = [];
  const run = (now: Date) =>
    keepListingsTrue(
      { db: ctx.handle.db, mailer: async (message) => void sent.push(message), publicUrl: 'https://nyumba.test' },
      now,
    );
  const linkFor = (mail: MailMessage, answer: string) => {
    const found = mail.text.match(new RegExp(`https://nyumba\\.test/listings/confirm\\?[^\\s]*answer=${answer}`));
    return new URL(found![0]);
  };
  const answer = (link: URL) =>
    anonymous(ctx).request({ method: 'POST', url: `/api/listing/confirm${link.search}`, payload: {} });

  it('a rental unconfirmed for 23 days gets the mail; after 30 it leaves search; "Yes" brings it back', async () => {
    const lister = await signedUpUser(ctx);
    const listing = await create(lister, [await makePhoto()]);
    const start = new Date(listing.confirmedAt);
    await run(new Date(start.getTime() + 22 * DAY_MS));
    expect(sent.filter((mail) => mail.to === lister.seed!.email)).toHaveLength(0);

    await run(new Date(start.getTime() + 23.5 * DAY_MS));
    const mails = sent.filter((mail) => mail.to === lister.seed!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Is "Bright 2 bedroom apartment in Kilimani" still available?');
    expect(mails[0]!.html).toContain('It is let');
    // Once a period: the next hours send nothing more.
    await run(new Date(start.getTime() + 25 * DAY_MS));
    expect(sent.filter((mail) => mail.to === lister.seed!.email)).toHaveLength(1);
    expect(await inSearch(listing.id)).toBe(true);

    await run(new Date(start.getTime() + 30.5 * DAY_MS));
    expect(await inSearch(listing.id)).toBe(false);
    const page = (await anonymous(ctx).request({ method: 'GET', url: `/api/listing/get/${listing.id}` })).json()
      .listing;
    expect(page.staleAt).not.toBeNull();

    const yes = await answer(linkFor(mails[0]!, 'available'));
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ success: true, availability: 'available' });
    expect(await inSearch(listing.id)).toBe(true);
    const [row] = await ctx.handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.staleAt).toBeNull();
    expect(row!.confirmedAt.getTime()).toBeGreaterThan(start.getTime());
  });

  it('"It is let" marks it let; a made-up or old token changes nothing', async () => {
    const lister = await signedUpUser(ctx);
    const listing = await create(lister, [await makePhoto()], { type: 'rentals' });
    await run(new Date(new Date(listing.confirmedAt).getTime() + 24 * DAY_MS));
    const mail = sent.find((m) => m.to === lister.seed!.email)!;
    const gone = linkFor(mail, 'gone');

    const forged = new URL(gone);
    forged.searchParams.set('token', 'x'.repeat(43));
    const refused = await answer(forged);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CONFIRM_LINK_INVALID);

    expect((await answer(gone)).json()).toMatchObject({ availability: 'let' });
    expect(await inSearch(listing.id)).toBe(false);
    const bad = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/listing/confirm?listing=nope&token=a&answer=yes',
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a sale has 60 days before it leaves search; setting it available again confirms it', async () => {
    const lister = await signedUpUser(ctx);
    const sale = await create(lister, [await makePhoto()], {
      type: 'for-sale',
      name: 'Three bedroom house for sale in Karen',
    });
    const start = new Date(sale.confirmedAt);
    await run(new Date(start.getTime() + 45 * DAY_MS));
    expect(await inSearch(sale.id)).toBe(true);
    await run(new Date(start.getTime() + 61 * DAY_MS));
    expect(await inSearch(sale.id)).toBe(false);
    // Setting it available again from My listings is a confirmation too.
    await lister.request({
      method: 'POST',
      url: `/api/listing/${sale.id}/availability`,
      payload: { availability: 'paused' },
    });
    await lister.request({
      method: 'POST',
      url: `/api/listing/${sale.id}/availability`,
      payload: { availability: 'available' },
    });
    expect(await inSearch(sale.id)).toBe(true);
  });
});
