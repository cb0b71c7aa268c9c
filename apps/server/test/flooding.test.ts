import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from './http.ts';
import { listingBody, uploadPhoto } from './listing-fixtures.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_POSTS_PER_HOUR: '3', RATE_LIMIT_LISTINGS_PER_HOUR: '2' });
});
afterAll(async () => {
  await ctx.close();
});

describe('flooding', () => {
  it('limits posts per session, with Retry-After, without touching other users', async () => {
    const flooder = await signedUpUser(ctx);
    const post = (caller: typeof flooder, i: number) =>
      caller.request({
        method: 'POST',
        url: '/api/post/create',
        payload: { title: `Post ${i}`, content: '<p>hi</p>' },
      });
    for (let i = 0; i < 3; i += 1) expect((await post(flooder, i)).statusCode).toBe(201);
    const refused = await post(flooder, 4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/Try again in \d+ minutes?/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const neighbour = await signedUpUser(ctx);
    expect((await post(neighbour, 1)).statusCode).toBe(201);
  });

  it('limits listing creation per session', async () => {
    const flooder = await signedUpUser(ctx);
    const photo = await uploadPhoto(flooder);
    const create = () => flooder.request({ method: 'POST', url: '/api/listing/create', payload: listingBody([photo]) });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);
  });
});
