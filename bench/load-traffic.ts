// The crowd: N virtual clients each looping through the traffic mix (so concurrency = clients) for T seconds.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type Kind =
  | 'signup'
  | 'signin'
  | 'signout'
  | 'getall'
  | 'search'
  | 'map'
  | 'get'
  | 'upload'
  | 'create'
  | 'update'
  | 'save'
  | 'unsave'
  | 'post';

export interface LoadOptions {
  baseUrl: string;
  /** The server's PUBLIC_URL: writes riding on the session cookie must name it (CSRF check). */
  origin: string;
  clients: number;
  seconds: number;
  /** Each client goes on past the window until it did this many (so a slow machine still covers the mix). */
  minIterations?: number;
  /** Called as the timed window starts, after the sign-ups (to sample CPU counters). */
  onWindowStart?: () => void;
}

/** 'yes' / 'no' as acknowledged; 'either' once a toggle's outcome was never answered. */
type SaveState = 'yes' | 'no' | 'either';

interface Client {
  index: number;
  email: string;
  password: string;
  userId: string;
  cookie: string;
  headers: Record<string, string>;
  listings: { id: string; imageUrls: string[]; edits: number }[];
  saved: Set<string>;
}

export interface LoadResult {
  /** The sign-up rush, then the timed window of the mix and the requests made in it. */
  signupMs: number;
  elapsedMs: number;
  windowRequests: number;
  requests: number;
  /** Status code (or 'network' for a failed connection) → count. */
  statuses: Record<string, number>;
  latencies: Map<Kind, number[]>;
  /** First few 5xx and network failures, for the report. */
  failures: string[];
  users: Client[];
  /** Acknowledged listings → names they may now carry (several when an update went unanswered). */
  listings: Map<string, string[]>;
  posts: Map<string, string>;
  saves: Map<string, SaveState>;
}

// Terms (one with a typo), filters, sorts and map views at several zooms, as people use them.
const SEARCHES = [
  'searchTerm=kilimani',
  'searchTerm=apartment',
  'searchTerm=kilimanii',
  'searchTerm=westlands%20bedsitter',
  'searchTerm=furnished%202%20bedroom',
  'type=rentals&minPrice=20000&maxPrice=60000',
  'type=for-sale&sort=price_asc',
  'type=bnbs&bedrooms=2',
  'bedrooms=1&maxPrice=30000',
  'type=rentals&searchTerm=parking&sort=price_desc',
  '',
];
const MAPS = [
  'bbox=33.9,-4.7,41.9,5.0&zoom=7',
  'bbox=36.65,-1.45,37.05,-1.15&zoom=11',
  'bbox=36.73,-1.32,36.84,-1.25&zoom=14',
  'bbox=36.76,-1.30,36.80,-1.27&zoom=16&type=rentals',
];
const SPOTS: [number, number][] = [
  [-1.2896, 36.7856],
  [-1.2676, 36.8108],
  [-1.3182, 36.7073],
  [-1.2195, 36.8869],
  [-4.0435, 39.6682],
];
const TYPES = ['rentals', 'rentals', 'for-sale', 'bnbs'] as const;
const BEDROOMS = ['bedsitter', '1-bedroom', '2-bedroom', '3-bedroom'] as const;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A small JPEG of random pixels: uploads are stored by content hash, so each must differ. */
async function photo(): Promise<Blob> {
  const raw = randomBytes(32 * 24 * 3);
  const jpeg = await sharp(raw, { raw: { width: 32, height: 24, channels: 3 } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

function listingBody(name: string, imageUrls: string[]) {
  const type = pick(TYPES);
  const [lat, lng] = pick(SPOTS);
  return {
    type,
    name,
    image_urls: imageUrls,
    bedrooms: pick(BEDROOMS),
    description: 'Load-test listing: quiet compound, borehole water, parking for one car.',
    phone_number: '0712 345 678',
    price: 15_000 + Math.floor(Math.random() * 100) * 1_000,
    furnished: Math.random() < 0.5,
    parking: Math.random() < 0.5,
    location: `${(lat + (Math.random() - 0.5) / 50).toFixed(5)},${(lng + (Math.random() - 0.5) / 50).toFixed(5)}`,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const run = randomBytes(3).toString('hex');
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
    const username = `load ${run} ${client.index}`;
    const res = await call(client, 'signup', 'POST', '/api/auth/signup', {
      username,
      email: client.email,
      password: client.password,
    });
    client.cookie = cookieOf(res.setCookie);
    client.userId = String(res.json.id ?? '');
    return res.ok && client.cookie !== '';
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
    const name = `Load ${run} c${client.index} listing ${client.listings.length}`;
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
    const name = `Load ${run} c${client.index} edited ${mine.edits}`;
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
        // Its own address, as each phone has; the server trusts it with TRUST_PROXY=true, so the
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
