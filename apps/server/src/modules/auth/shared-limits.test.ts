// Per-address and per-account limits are counted in the database: a second app on the
// same database (another server of the cluster) shares the allowance, and a client
// cannot buy extra attempts by writing its own X-Forwarded-For.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-types.ts';
import { anonymous, establishedUser } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { listingBody, uploadPhoto } from '../../../test/listing-fixtures.ts';

let ctx: TestContext;
let other: AppInstance;
beforeAll(async () => {
  const limits = { RATE_LIMIT_SIGNIN_PER_MINUTE: '20', RATE_LIMIT_LISTINGS_PER_HOUR: '4', TRUST_PROXY: '127.0.0.1' };
  ctx = await createTestApp(limits);
  other = await buildApp({ ...ctx.app.deps, config: { ...ctx.config } });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx.close();
});

let counter = 0;
const freshIp = () => `198.51.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;

const signIn = (app: AppInstance, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers: { origin: ctx.config.PUBLIC_URL, ...headers },
    payload: { email: 'nobody@example.co.ke' },
  });

describe('limits shared by every server on one database', () => {
  it('refuses the 21st sign-in attempt in a minute from one address, whichever app it reaches', async () => {
    const client = freshIp();
    for (let i = 0; i < 20; i++) {
      const app = i % 2 ? other : ctx.app;
      expect((await signIn(app, {}, client)).statusCode).toBe(400);
    }
    for (const app of [ctx.app, other]) {
      const refused = await signIn(app, {}, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many attempts from your network. Try again in 1 minute.');
    }
  });

  it('gives no extra attempts for a spoofed X-Forwarded-For: only the entry our proxy added counts', async () => {
    const client = freshIp();
    await fc.assert(
      fc.asyncProperty(fc.ipV4(), async (spoofed) => {
        // Through the trusted proxy (127.0.0.1), which appends the address it saw.
        await signIn(counter++ % 2 ? other : ctx.app, { 'x-forwarded-for': `${spoofed}, ${client}` });
      }),
      { numRuns: 20 },
    );
    const refused = await signIn(ctx.app, { 'x-forwarded-for': `203.0.113.99, ${client}` });
    expect(refused.statusCode).toBe(429);
    // The same header from a peer that is not the proxy is ignored: the peer itself is counted.
    const direct = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await signIn(other, { 'x-forwarded-for': `${freshIp()}` }, direct)).statusCode).toBe(400);
    }
    expect((await signIn(ctx.app, { 'x-forwarded-for': freshIp() }, direct)).statusCode).toBe(429);
  });

  it('counts listings per user across apps: the 5th in an hour is refused on either', async () => {
    const user = await establishedUser(ctx);
    const body = listingBody([await uploadPhoto(user)]);
    const create = (app: AppInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/listing/create',
        headers: { authorization: `Bearer ${user.token}` },
        payload: body,
      });
    for (let i = 0; i < 4; i++) expect((await create(i % 2 ? other : ctx.app)).statusCode).toBe(201);
    const refused = await create(ctx.app);
    expect(refused.statusCode).toBe(429);
    // It says what was limited, and that it was the account, not the network.
    expect(refused.json().message).toMatch(
      /^Limit reached: as many listings as one account may make in an hour\. Try again in \d+ minutes?\.$/,
    );
    expect((await create(other)).statusCode).toBe(429);
    // Visitors are still answered 401 for this route, not counted against anyone.
    expect(
      (await anonymous(ctx).request({ method: 'POST', url: '/api/listing/create', payload: body })).statusCode,
    ).toBe(401);
  });
});
