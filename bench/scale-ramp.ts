// One step of the rising-rate mix (bench/scale-servers.ts): requests sent on a fixed schedule
// whatever the answers' speed (an open loop, as a crowd of phones is), alternating between the
// servers, each timed from when it was due, so a slow server cannot hide its queue.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { listingBody, pick } from './load-requests.ts';
import { postgresCpu, procStat } from './proc-cpu.ts';
import type { RunningServer } from './server-process.ts';

export interface Writer {
  email: string;
  cookie: string;
  server: string;
  listings: { id: string; imageUrls: string[]; description: string }[];
}

export async function send(
  writer: Pick<Writer, 'cookie' | 'server'>,
  method: string,
  route: string,
  body?: object | FormData,
): Promise<{ status: number; json: Record<string, unknown>; cookie?: string }> {
  const headers: Record<string, string> = { origin: writer.server };
  if (writer.cookie) headers.cookie = `nyumba_session=${writer.cookie}`;
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${writer.server}${route}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
  const cookie = /^nyumba_session=([^;]+)/.exec(
    res.headers.getSetCookie().find((c) => c.startsWith('nyumba_session=')) ?? '',
  )?.[1];
  return { status: res.status, json, ...(cookie ? { cookie } : {}) };
}

export interface Step {
  rate: number;
  seconds: number;
  done: number;
  errors: number;
  p50: number;
  p95: number;
  p95Read: number;
  p95Write: number;
  /** Per kind of request: how many, p50 and p95 (ms from when each was due). */
  kinds: Map<string, { count: number; p50: number; p95: number }>;
  failures: string[];
}

export interface StepPlan {
  rate: number;
  seconds: number;
  urls: string[];
  /** Weighted reads: [weight, kind, () => path]; 80 of every 100 requests. */
  reads: [number, string, () => string][];
  writers: Writer[];
  /** Photos made before the run, so making them costs the load nothing while it is timed. */
  photos: Blob[];
}

/**
 * A description of the lister's own: bench listings sharing one text are copies to the scam
 * shield (shield/copy-check.ts), held from search as another lister's copy would be. Made-up
 * words, so no two share many trigrams and the copy check's trigram index has few candidates,
 * as with real listers' own words.
 */
export function ownDescription(): string {
  const syllable = () => 'bdfgklmnprstvwyz'[randomInt(16)]! + 'aeiou'[randomInt(5)]!;
  const word = () => Array.from({ length: 2 + randomInt(3) }, syllable).join('');
  return `Nyumba ${Array.from({ length: 24 }, word).join(' ')}.`;
}

/** A request never waits past this: counted as an error (the server would have lost the phone anyway). */
const GIVE_UP_MS = 10_000;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;

export async function rampStep(plan: StepPlan): Promise<Step> {
  const total = Math.round(plan.rate * plan.seconds);
  const readWeight = plan.reads.reduce((sum, [weight]) => sum + weight, 0);
  const reads: number[] = [];
  const writes: number[] = [];
  const byKind = new Map<string, number[]>();
  const failures: string[] = [];
  let errors = 0;
  let saves = 0;
  const start = performance.now();

  async function read(url: string): Promise<string> {
    let roll = Math.random() * readWeight;
    const [, kind, make] = plan.reads.find(([weight]) => (roll -= weight) < 0) ?? plan.reads[0]!;
    const path = make();
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(GIVE_UP_MS) });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${res.status} GET ${path}`);
    return kind;
  }

  /** 14 edits, 5 saves or unsaves and 1 new listing with a photo in every 20 writes. */
  async function write(url: string, n: number): Promise<string> {
    const writer = { ...plan.writers[n % plan.writers.length]!, server: url };
    const roll = n % 20;
    if (roll === 0 && plan.photos.length) {
      const form = new FormData();
      form.append('file', plan.photos.pop()!, 'photo.jpg');
      const upload = await send(writer, 'POST', '/upload', form);
      if (upload.status !== 201) throw new Error(`upload ${upload.status}`);
      const made = await send(writer, 'POST', '/api/listing/create', {
        ...listingBody('Bench ramp listing', upload.json.image_urls as string[]),
        description: ownDescription(),
      });
      if (made.status >= 300) throw new Error(`create ${made.status}`);
      return 'new listing';
    } else if (roll <= 5) {
      saves += 1;
      const mine = pick(writer.listings);
      const res = await send(writer, saves % 2 ? 'POST' : 'DELETE', `/api/savedListing/listing/save/${mine.id}`, {});
      if (res.status >= 300) throw new Error(`save ${res.status}`);
      return 'save';
    } else {
      const mine = pick(writer.listings);
      const res = await send(writer, 'POST', `/api/listing/update/${mine.id}`, {
        ...listingBody(`Bench ramp edit ${n}`, mine.imageUrls),
        description: mine.description,
      });
      if (res.status >= 300) throw new Error(`edit ${res.status}`);
      return 'edit';
    }
  }

  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / plan.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = plan.urls[i % plan.urls.length]!;
    const isWrite = i % 5 === 4;
    pending.push(
      (isWrite ? write(url, Math.floor(i / 5)) : read(url)).then(
        (kind) => {
          const ms = performance.now() - due;
          (isWrite ? writes : reads).push(ms);
          if (!byKind.has(kind)) byKind.set(kind, []);
          byKind.get(kind)!.push(ms);
        },
        (error: Error) => {
          errors += 1;
          if (failures.length < 5) failures.push(error.message);
        },
      ),
    );
  }
  await Promise.all(pending);
  const all = [...reads, ...writes];
  return {
    rate: plan.rate,
    seconds: (performance.now() - start) / 1000,
    done: all.length,
    errors,
    p50: quantile(all, 0.5),
    p95: quantile(all, 0.95),
    p95Read: quantile(reads, 0.95),
    p95Write: quantile(writes, 0.95),
    kinds: new Map(
      [...byKind].map(([kind, times]) => [
        kind,
        { count: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95) },
      ]),
    ),
    failures,
  };
}

/** CPU seconds so far of the servers, of PostgreSQL and of this process (the load itself). */
export function cpuSeconds(servers: RunningServer[], postmaster: number) {
  const self = process.cpuUsage();
  return {
    servers: servers.reduce((sum, server) => sum + procStat(server.pid).cpu, 0),
    postgres: postgresCpu(postmaster),
    self: (self.user + self.system) / 1e6,
  };
}
