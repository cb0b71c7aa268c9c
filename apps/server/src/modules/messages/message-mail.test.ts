import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/transport.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { ageAccounts, signedUpUser, type Caller } from '../../../test/http.ts';
import { createListingAs } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { mailWaitingMessages, UNREAD_MAIL_AFTER_MS } from './mail.ts';

// A message left unread for ten minutes is mailed once, in the recipient's language,
// through a real SMTP server; reading it allows the next mail; the setting stops them.

let smtp: TestSmtpServer;
let ctx: TestContext;
let mailer: ReturnType<typeof createMailer>;
let lister: Caller;
let seeker: Caller;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp();
  mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Nyumba <no-reply@nyumba.test>',
    outboxDir: ctx.dataDir,
    log: { info: () => undefined, warn: () => undefined },
  });
  lister = await signedUpUser(ctx);
  seeker = await signedUpUser(ctx);
  await ageAccounts(ctx, [lister, seeker], 30);
});
afterAll(async () => {
  mailer.close?.();
  await ctx.close();
  await smtp.close();
});

const run = (minutesLater: number) =>
  mailWaitingMessages(
    {
      db: ctx.handle.db,
      mailer,
      log: { info: () => undefined, warn: () => undefined },
      publicUrl: 'https://nyumba.test',
    },
    new Date(Date.now() + minutesLater * 60_000),
  );

describe('mail about a message waiting unread', () => {
  it('waits ten minutes, mails once with the message and a link, and again only after a read', async () => {
    expect(UNREAD_MAIL_AFTER_MS).toBe(600_000);
    const listing = await createListingAs(lister, { name: 'Sunny studio in Kilimani' });
    const started = await seeker.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: listing.id, text: 'Is the studio still free from December?' },
    });
    const id = started.json().conversationId as string;
    expect(await run(5)).toBe(0);
    expect(await run(11)).toBe(1);
    const mail = await smtp.waitFor(lister.user!.email, /sent you a message about "Sunny studio in Kilimani"/);
    expect(mail.text).toContain('Is the studio still free from December?');
    expect(mail.text).toContain(`https://nyumba.test/messages/${id}`);
    // Once per conversation until it is read.
    await seeker.request({ method: 'POST', url: `/api/conversations/${id}/messages`, payload: { text: 'Hello?' } });
    expect(await run(30)).toBe(0);
    const view = (await lister.request({ method: 'GET', url: `/api/conversations/${id}` })).json();
    await lister.request({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      payload: { upTo: view.messages.at(-1).id },
    });
    await seeker.request({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { text: 'Still there?' },
    });
    expect(await run(45)).toBe(1);
  });

  it("is written in the recipient's language, and the setting turns it off", async () => {
    await ctx.handle.db.execute(sql`UPDATE users SET language = 'sw' WHERE id = ${seeker.user!.id}`);
    const listing = await createListingAs(seeker, { name: 'Nyumba ya vyumba viwili' });
    await lister.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: listing.id, text: 'Habari, bado inapatikana?' },
    });
    expect(await run(11)).toBe(1);
    const mail = await smtp.waitFor(seeker.user!.email, /amekutumia ujumbe kuhusu "Nyumba ya vyumba viwili"/);
    expect(mail.text).toContain('Soma na ujibu');

    await lister.request({ method: 'PUT', url: '/api/messages/mails', payload: { enabled: false } });
    const another = await createListingAs(seeker);
    await lister.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: another.id, text: 'And this one?' },
    });
    // This one is for the seeker, who still wants mails; a message to the lister would not be.
    const third = await createListingAs(lister);
    await seeker.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: third.id, text: 'Quiet?' },
    });
    expect(await run(11)).toBe(1);
  });
});
