// Issue 32: the other side is told what a hire or a review asks of them, in their language,
// through the real mail job and SMTP: a proposal to confirm, a review waiting for theirs
// (with the date both publish anyway).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishedUser, type Caller } from '../../../test/http.ts';
import { serviceConversation } from '../../../test/hire-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
let provider: Caller;
let client: Caller;
const MAIL_WAIT = 45_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  provider = await establishedUser(ctx);
  client = await establishedUser(ctx);
  // The provider reads Nyumba in Swahili.
  await provider.request({ method: 'POST', url: `/api/user/update/${provider.user!.id}`, payload: { language: 'sw' } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mails of a hire and its reviews', () => {
  it('tells the provider of a proposed hire, and of a review waiting for theirs', async () => {
    const { conversationId } = await serviceConversation(client, provider, {
      trade: 'welder',
      name: 'Chuma Welders',
      phone_number: '0722 300 400',
    });
    await client.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/hire`,
      payload: { action: 'propose' },
    });
    const proposed = await smtp.waitFor(
      provider.seed!.email,
      /amekuweka kuwa umeajiriwa kwa "Chuma Welders"/,
      MAIL_WAIT,
    );
    expect(proposed.text).toContain(`/messages/${conversationId}`);

    const confirmed = await provider.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/hire`,
      payload: { action: 'confirm' },
    });
    const dealId = confirmed.json().deals[0].id as string;
    await smtp.waitFor(client.seed!.email, /confirmed the hire for "Chuma Welders"/, MAIL_WAIT);
    await client.request({
      method: 'POST',
      url: '/api/reviews',
      payload: { kind: 'hire', dealId, quality: 5, punctuality: 4, price: 5, text: 'Strong gate, fitted in a day.' },
    });
    const waiting = await smtp.waitFor(provider.seed!.email, /amekupa maoni kwa "Chuma Welders"/, MAIL_WAIT);
    // Theirs waits sealed: the mail never carries its words or stars.
    expect(waiting.text).toContain('Andika yako ili uone yao');
    expect(waiting.text).not.toContain('Strong gate');
  }, 120_000);
});
