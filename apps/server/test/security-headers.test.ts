import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from './http.ts';
import { uploadPhoto } from './listing-fixtures.ts';
import { signedUpUser } from './http.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let plain: TestContext;
let secure: TestContext;
let photo = '';
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ PUBLIC_URL: 'https://nyumba.example' });
  photo = await uploadPhoto(await signedUpUser(plain));
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

function expectBaseline(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['a JSON answer', 'GET', '/api/health'],
    ['a 404', 'GET', '/api/no-such-thing'],
    ['a validation error', 'GET', '/api/listing/search?limit=-1'],
    ['an auth error', 'GET', '/api/auth/me'],
    ['a method not allowed', 'PATCH', '/api/listing/getall'],
  ])('%s', async (what, method, url) => {
    const res = await plain.app.inject({ method: method as 'GET', url });
    expectBaseline(res.headers, what);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // No stack trace, file path or SQL in any error body.
    expect(res.body).not.toMatch(/\.ts:\d+|node_modules|SELECT |at [\w.]+ \(/);
  });

  it('an image', async () => {
    const res = await plain.app.inject({ method: 'GET', url: photo });
    expectBaseline(res.headers, 'image');
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('sends HSTS and Secure cookies when served over https', async () => {
    const account = { username: 'secureuser', email: 'secure@example.co.ke', password: 'long-enough-pass' };
    const signUp = await anonymous(secure).request({ method: 'POST', url: '/api/auth/signup', payload: account });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const res = await anonymous(secure).request({ method: 'POST', url: '/api/auth/signin', payload: account });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const cookie = res.cookies.find((c) => c.name === 'nyumba_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('does not mark cookies Secure on plain http (they would never be sent back)', async () => {
    const account = { username: 'plainuser', email: 'plain@example.co.ke', password: 'long-enough-pass' };
    await anonymous(plain).request({ method: 'POST', url: '/api/auth/signup', payload: account });
    const res = await anonymous(plain).request({ method: 'POST', url: '/api/auth/signin', payload: account });
    const cookie = res.cookies.find((c) => c.name === 'nyumba_session')!;
    expect(cookie.secure).toBeFalsy();
    expect(cookie.httpOnly).toBe(true);
  });

  it('refuses JSON bodies over the size limit with 413', async () => {
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json', origin: plain.config.PUBLIC_URL },
      payload: JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(600 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large' });
  });
});
