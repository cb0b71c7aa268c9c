import { EMAIL_LINK_HOURS, englishOf, SENTENCES, SIGN_UP_CHECK_EMAIL, type MessageCode } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signedUpUser } from '../../test/http.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Issue 42: an answer names each of Nyumba's sentences by its code (domain core/sentences),
// so a client in another language translates by the code, never by the English words.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_POSTS_PER_HOUR: '1' });
});
afterAll(async () => {
  await ctx.close();
});

const sentence = (code: unknown) => englishOf(SENTENCES[code as MessageCode]);

describe('codes beside sentences', () => {
  it('names a refusal and each field’s message by their codes', async () => {
    const res = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: '', email: 'not-an-address', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      message: string;
      code: string;
      errors: Record<string, string>;
      errorCodes: Record<string, string>;
    }>();
    expect(Object.keys(body.errorCodes).sort()).toEqual(['email', 'password', 'username']);
    for (const [field, code] of Object.entries(body.errorCodes)) expect(sentence(code)).toBe(body.errors[field]);
    expect(body.errorCodes.email).toBe('account.enter-valid-email-address');
    // The answer's own sentence is its first field's (sent as "field: sentence").
    expect(body.message).toBe(`${Object.keys(body.errors)[0]}: ${sentence(body.code)}`);
  });

  it('names a rule’s refusal, and a success', async () => {
    const wrong = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.ke', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: 'Invalid email or password',
      code: 'account.invalid-email-password',
    });

    const author = await signedUpUser(ctx);
    const made = await author.request({
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Water in Kilimani', content: '<p>Borehole water every day.</p>' },
    });
    expect(made.statusCode).toBe(201);
    const deleted = await author.request({
      method: 'DELETE',
      url: `/api/post/delete/${made.json<{ post: { _id: string } }>().post._id}`,
    });
    expect(deleted.json()).toMatchObject({ message: 'Post deleted', code: 'blog.post-deleted' });
  });

  it('sends a rule’s number beside the sentence that states it', async () => {
    const res = await anonymous(ctx).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Achieng Otieno', email: 'achieng.otieno@example.ke', password: 'a long password' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: SIGN_UP_CHECK_EMAIL,
      code: 'account.sign-up-check-email',
      values: { hours: EMAIL_LINK_HOURS },
    });
  });

  it('gives the wait of a limit as a value, worked out per answer', async () => {
    const author = await signedUpUser(ctx);
    const write = () =>
      author.request({
        method: 'POST',
        url: '/api/post/create',
        payload: { title: 'Movers in Nakuru', content: '<p>Two trucks, fair prices.</p>' },
      });
    expect((await write()).statusCode).toBe(201);
    const refused = await write();
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ message: string; code: string; values: { minutes: number } }>();
    expect(body.code).toBe('limit.hourly-posts');
    expect(body.values.minutes).toBeGreaterThanOrEqual(1);
    expect(body.message).toBe(
      `${sentence(body.code)} Try again in ${body.values.minutes} minute${body.values.minutes === 1 ? '' : 's'}.`,
    );
  });

  it('names nothing that is not one of Nyumba’s sentences', async () => {
    // Words for a programmer, not a screen: no code to translate by.
    const res = await anonymous(ctx).request({ method: 'GET', url: '/api/listing/search?limit=many' });
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(body.message).toMatch(/limit must be a number/);
    expect(body.code).toBeUndefined();
    expect(body.errorCodes).toBeUndefined();
  });
});
