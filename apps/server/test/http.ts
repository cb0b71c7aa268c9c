import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeUserSeed, type UserSeed } from '../src/seed/factories.ts';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import type { TestContext } from './test-app.ts';

export interface Caller {
  /** Sends a request as this caller: its cookie and our own Origin, like the web app does. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  cookie?: string;
  token?: string;
  user?: { id: string; username: string; email: string };
  seed?: UserSeed;
}

export function anonymous(ctx: TestContext): Caller {
  return {
    request: (options) =>
      ctx.app.inject({ ...options, headers: { origin: ctx.config.PUBLIC_URL, ...options.headers } }),
  };
}

function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export function asCookie(ctx: TestContext, token: string): Caller['request'] {
  return (options) =>
    ctx.app.inject({
      ...options,
      headers: { origin: ctx.config.PUBLIC_URL, cookie: `${SESSION_COOKIE}=${token}`, ...options.headers },
    });
}

/** Signs a fresh user up through the API and returns a caller holding its session. */
export async function signedUpUser(ctx: TestContext, seed: UserSeed = makeUserSeed()): Promise<Caller> {
  const res = await anonymous(ctx).request({ method: 'POST', url: '/api/auth/signup', payload: seed });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = sessionCookie(res)!;
  const body = res.json();
  return {
    request: asCookie(ctx, token),
    cookie: token,
    token,
    user: { id: body.id, username: body.username, email: body.email },
    seed,
  };
}

export { sessionCookie };
