// The crowd: N virtual clients each looping through the traffic mix (so concurrency = clients) for T seconds.
import { randomBytes } from 'node:crypto';
import { inLetters } from '../apps/server/src/seed/factories.ts';
import { MAPS, SEARCHES, listingBody, photo, pick } from './load-requests.ts';
import type { Client, Kind, LoadOptions, LoadResult } from './load-types.ts';

export type { Kind, LoadOptions, LoadResult } from './load-types.ts';

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  // Letters only: a username or listing name with a run of 4 digits reads like a code (shield/name-signals.ts).
  const run = inLetters(randomBytes(4).readUInt32BE());
  const result: LoadResult = {
    signupMs: 0,
    elapsedMs: 0,
    windowRequests: 0,
    requests: 0,
    statuses: {},
    latencies: new Map(),
    failures: [],
    users: [],
    listings: new Map(),
    posts: new Map(),
    saves: new Map(),
  };
  // Listing ids seen by anyone, for listing pages and saves: what others' browsing surfaces.
  const known: string[] = [];
  const seen = new Set<string>();
  const learn = (ids: string[]) => ids.forEach((id) => !seen.has(id) && seen.add(id) && known.push(id));

  async function call(client: Client, kind: Kind, method: string, path: string, body?: object | FormData) {
    const headers: Record<string, string> = { ...client.headers };
    if (client.cookie) headers.cookie = `nyumba_session=${client.cookie}`;
    if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status: number | 'network';
    let json: Record<string, unknown> = {};
    let setCookie: string[] = [];
    try {
      const res = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body instanceof FormData ? body : body && JSON.stringify(body),
      });
      status = res.status;
      setCookie = res.headers.getSetCookie();
      const text = await res.text(); // always drained, so the keep-alive socket is reused
      if (res.headers.get('content-type')?.includes('json')) json = JSON.parse(text) as Record<string, unknown>;
      if (status >= 500 && result.failures.length < 10)
        result.failures.push(`${status} ${method} ${path}: ${text.slice(0, 200)}`);
    } catch (error) {
      status = 'network';
      if (result.failures.length < 10) result.failures.push(`network ${method} ${path}: ${(error as Error).message}`);
    }
    if (!result.latencies.has(kind)) result.latencies.set(kind, []);
    result.latencies.get(kind)!.push(performance.now() - started);
    result.requests += 1;
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    const ok = typeof status === 'number' && status < 300;
    // Unanswered (5xx or dropped): the server may or may not have done it.
    const unknown = status === 'network' || status >= 500;
    return { ok, unknown, json, setCookie };
  }

  const cookieOf = (setCookie: string[]) =>
    /^nyumba_session=([^;]+)/.exec(setCookie.find((c) => c.startsWith('nyumba_session=')) ?? '')?.[1] ?? '';

  async function signUp(client: Client): Promise<boolean> {
    const username = `load ${run} ${inLetters(client.index)}`;
    const res = await call(client, 'signup', 'POST', '/api/auth/signup', {
      username,
      email: client.email,
      password: client.password,
    });
    if (!res.ok) return false;
    // The member follows the link in the mail, which signs them in.
    const token = await options.confirmationToken(client.email);
    const confirmed = await call(client, 'signup', 'POST', '/api/auth/verify-email', { token });
    client.cookie = cookieOf(confirmed.setCookie);
    client.userId = String(confirmed.json.id ?? '');
    return confirmed.ok && client.cookie !== '';
  }

  async function signIn(client: Client): Promise<void> {
    const res = await call(client, 'signin', 'POST', '/api/auth/signin', {
      email: client.email,
      password: client.password,
    });
    client.cookie = cookieOf(res.setCookie);
  }

  const setSave = async (client: Client, id: string, saved: boolean) => {
    const res = await call(
      client,
      saved ? 'save' : 'unsave',
      saved ? 'POST' : 'DELETE',
      `/api/savedListing/listing/save/${id}`,
      {},
    );
    const key = `${client.userId}|${id}`;
    if (res.ok) {
      result.saves.set(key, saved ? 'yes' : 'no');
      if (saved) client.saved.add(id);
      else client.saved.delete(id);
    } else if (res.unknown) {
      result.saves.set(key, 'either');
    }
  };

  async function createListing(client: Client): Promise<void> {
    const form = new FormData();
    form.append('file', await photo(), 'photo.jpg');
    const upload = await call(client, 'upload', 'POST', '/upload', form);
    if (!upload.ok) return; // a 429 here is the upload limit doing its job
    const imageUrls = upload.json.image_urls as string[];
    const name = `Load ${run} c${inLetters(client.index)} listing ${client.listings.length}`;
    const res = await call(client, 'create', 'POST', '/api/listing/create', listingBody(name, imageUrls));
    const id = (res.json.listing as { id?: string } | undefined)?.id;
    if (res.ok && id) {
      result.listings.set(id, [name]);
      client.listings.push({ id, imageUrls, edits: 0 });
      learn([id]);
    }
  }

  async function updateListing(client: Client): Promise<void> {
    const mine = client.listings.length ? pick(client.listings) : undefined;
    if (!mine) return createListing(client);
    mine.edits += 1;
    const name = `Load ${run} c${inLetters(client.index)} edited ${mine.edits}`;
    const res = await call(
      client,
      'update',
      'POST',
      `/api/listing/update/${mine.id}`,
      listingBody(name, mine.imageUrls),
    );
    // Only its owner (this sequential client) edits it, so the last answered edit is what must be read.
    if (res.ok) result.listings.set(mine.id, [name]);
    else if (res.unknown) result.listings.get(mine.id)!.push(name);
  }

  // One iteration: mostly browsing, as on the real site, with writes now and then.
  const ACTIONS: [number, (client: Client) => Promise<unknown>][] = [
    [
      14,
      async (c) =>
        learn(
          (
            ((
              await call(
                c,
                'getall',
                'GET',
                `/api/listing/getall?limit=20&startIndex=${Math.floor(Math.random() * 40)}`,
              )
            ).json.listings as { id: string }[]) ?? []
          ).map((l) => l.id),
        ),
    ],
    [
      18,
      async (c) =>
        learn(
          (
            ((await call(c, 'search', 'GET', `/api/listing/search?${pick(SEARCHES)}`)).json.listings as {
              id: string;
            }[]) ?? []
          ).map((l) => l.id),
        ),
    ],
    [12, (c) => call(c, 'map', 'GET', `/api/listing/map?${pick(MAPS)}`)],
    [20, (c) => (known.length ? call(c, 'get', 'GET', `/api/listing/get/${pick(known)}`) : Promise.resolve())],
    [6, createListing],
    [7, updateListing],
    [10, (c) => (known.length ? setSave(c, pick(known), true) : Promise.resolve())],
    [6, (c) => (c.saved.size ? setSave(c, pick([...c.saved]), false) : Promise.resolve())],
    [
      4,
      async (c) => {
        const title = `Load ${run} c${c.index} notes ${randomBytes(3).toString('hex')}`;
        const res = await call(c, 'post', 'POST', '/api/post/create', {
          title,
          content: '<p>Moving to Kilimani: what a month of house hunting taught me.</p>',
        });
        const id = (res.json.post as { id?: string } | undefined)?.id;
        if (res.ok && id) result.posts.set(id, title);
      },
    ],
    [
      2,
      async (c) => {
        await call(c, 'signout', 'POST', '/api/auth/signout', {});
        c.cookie = '';
        await signIn(c);
      },
    ],
  ];
  const totalWeight = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);
  const act = (client: Client) => {
    // Signed out by a refused sign-in (a 429): sign in again before anything else.
    if (!client.cookie) return signIn(client);
    let roll = Math.random() * totalWeight;
    for (const [weight, action] of ACTIONS) if ((roll -= weight) < 0) return action(client);
    return ACTIONS[0]![1](client);
  };

  // Everyone signs up first, all at once (a launch-day rush of argon2 hashes), then the
  // timed window starts: T seconds of the mix, whatever the sign-ups cost on this machine.
  const signupStarted = Date.now();
  const clients = await Promise.all(
    Array.from({ length: options.clients }, async (_, index) => {
      const client: Client = {
        index,
        email: `load-${run}-${index}@example.test`,
        password: `load-pass-${run}-${index}`,
        userId: '',
        cookie: '',
        // Its own address, as each phone has; the server trusts this machine as its proxy, so the
        // per-address limits (uploads: 60 per 10 minutes) apply per client as in production.
        headers: { origin: options.origin, 'x-forwarded-for': `10.1.${(index >> 8) & 255}.${index & 255}` },
        listings: [],
        saved: new Set(),
      };
      return (await signUp(client)) ? client : undefined;
    }),
  );
  result.users = clients.filter((client) => client !== undefined);
  result.signupMs = Date.now() - signupStarted;
  const before = result.requests;
  options.onWindowStart?.();
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    result.users.map(async (client) => {
      for (let n = 0; Date.now() < deadline || n < (options.minIterations ?? 0); n += 1) await act(client);
    }),
  );
  result.elapsedMs = Date.now() - started;
  result.windowRequests = result.requests - before;
  return result;
}
