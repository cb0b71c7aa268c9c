import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { FLOW_COOKIE } from '../src/modules/auth/google-flow.ts';
import { startTestProvider, walkToCallback, type TestAccount, type TestProvider } from './oidc-provider.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let counter = 0;

/** The browser side of "Continue with Google" against the local provider, for one app. */
export function googleJourney(ctx: TestContext, provider: TestProvider, redirectUri: string) {
  /** Makes the provider sign in a fresh account next (with these claims overridden). */
  function googleAccount(overrides: Partial<TestAccount> = {}) {
    counter += 1;
    const account = {
      sub: `google-${Date.now()}-${counter}`,
      email: `wanjiku.${Date.now()}.${counter}@gmail.com`,
      email_verified: true,
      name: 'Wanjiku Kamau',
      picture: `https://lh3.googleusercontent.com/a/photo-${counter}`,
      ...overrides,
    };
    provider.useAccount(account);
    return account;
  }

  /** GET /start as a browser would (with its cookies, if any), returning the provider URL and our flow cookie. */
  async function start(query = '', cookie?: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/start${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(302);
    const flowCookie = res.cookies.find((c) => c.name === FLOW_COOKIE)!;
    return { res, location: res.headers.location as string, flowCookie };
  }

  function callback(url: URL, flowCookieValue?: string, cookie?: string): Promise<LightMyRequestResponse> {
    const cookies = [flowCookieValue ? `${FLOW_COOKIE}=${flowCookieValue}` : '', cookie ?? ''].filter(Boolean);
    return ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookies.length ? { cookie: cookies.join('; ') } : {},
    });
  }

  /** The whole browser journey: start → provider → callback; `cookie` rides along on our two requests. */
  async function signInWithGoogle(query = '', cookie?: string) {
    const { location, flowCookie } = await start(query, cookie);
    const back = await walkToCallback(location, redirectUri);
    return callback(back, flowCookie.value, cookie);
  }

  return { googleAccount, start, callback, signInWithGoogle };
}

export const GOOGLE_TEST_URL = 'http://localhost:3000';
export const GOOGLE_REDIRECT_URI = `${GOOGLE_TEST_URL}/api/auth/google/callback`;

/** A test app with Google sign-in configured against a local OpenID provider of its own. */
export async function createGoogleTestApp(): Promise<{
  ctx: TestContext;
  provider: TestProvider;
  close(): Promise<void>;
}> {
  const provider = await startTestProvider({ redirectUri: GOOGLE_REDIRECT_URI });
  const ctx = await createTestApp({
    PUBLIC_URL: GOOGLE_TEST_URL,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
  });
  return {
    ctx,
    provider,
    close: async () => {
      await ctx.close();
      await provider.close();
    },
  };
}
