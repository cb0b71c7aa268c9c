// At the large size of `npm run bench -- scale` (issue 43): two built servers on that database,
// as a deploy runs them. How fast listings with phone-sized photos and edits are written, how
// soon a new word written through one server is found through the other, then a mix of 80 %
// reads and 20 % writes at rising rates: the highest rate whose p95 stays within 300 ms, as a
// ratio to the same servers' /api/health rate, and where the CPU went at that rate.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { linkIn, mailTo, tokenOf } from '../apps/server/test/outbox.ts';
import { benchRoute } from './http-bench.ts';
import { listingBody, MAPS, pick, SEARCHES } from './load-requests.ts';
import { cpuSeconds, ownDescription, rampStep, send, type Step, type Writer } from './scale-ramp.ts';
import { startServer, type RunningServer } from './server-process.ts';

const WRITERS = 16;
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 20);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const P95_GOAL_MS = 300;

/**
 * A phone's photo: 1600 × 1200 with some grain (about 500 KB as JPEG), each its own picture: a
 * mosaic of random colours, since photos alike to the eye are copies to the scam shield's
 * perceptual hashes and would be held from search.
 */
async function phonePhoto(): Promise<Blob> {
  const width = 1600;
  const height = 1200;
  const tiles = randomBytes(8 * 6 * 3);
  const grain = randomBytes(width * height);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0, p = 0; i < width * height; i += 1, p += 3) {
    const tile = (Math.floor(i / width / 200) * 8 + Math.floor((i % width) / 200)) * 3;
    for (let c = 0; c < 3; c += 1) raw[p + c] = Math.min(255, tiles[tile + c]! + (grain[i]! >> 4));
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function signUp(server: string, dataDir: string, index: number): Promise<Writer> {
  const email = `writer${index}.${randomBytes(3).toString('hex')}@bench.nyumba.co.ke`;
  const writer: Writer = { email, cookie: '', server, listings: [] };
  const made = await send(writer, 'POST', '/api/auth/signup', {
    username: `bench writer ${index} ${randomBytes(2).toString('hex')}`,
    email,
    password: 'a long bench password',
  });
  if (made.status >= 300) throw new Error(`sign-up answered ${made.status}: ${JSON.stringify(made.json)}`);
  const token = tokenOf(linkIn(await mailTo(dataDir, email, /^Confirm your email/), 'Confirm my email'));
  const confirmed = await send(writer, 'POST', '/api/auth/verify-email', { token });
  writer.cookie = confirmed.cookie ?? '';
  return writer;
}

/** Photos made before a timed part, so making them costs the servers' cores nothing while it runs. */
async function photoPool(count: number): Promise<Blob[]> {
  const photos: Blob[] = [];
  for (let i = 0; i < count; i += 1) photos.push(await phonePhoto());
  return photos;
}

/** One listing with one phone photo; the time of each half. */
async function createListing(
  writer: Writer,
  name: string,
  photo: Blob,
): Promise<{ uploadMs: number; createMs: number }> {
  const form = new FormData();
  form.append('file', photo, 'photo.jpg');
  const started = performance.now();
  const upload = await send(writer, 'POST', '/upload', form);
  const uploaded = performance.now();
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`);
  const imageUrls = upload.json.image_urls as string[];
  const description = ownDescription();
  const made = await send(writer, 'POST', '/api/listing/create', { ...listingBody(name, imageUrls), description });
  const id = (made.json.listing as { id?: string } | undefined)?.id;
  if (made.status >= 300 || !id) throw new Error(`create answered ${made.status}`);
  writer.listings.push({ id, imageUrls, description });
  return { uploadMs: uploaded - started, createMs: performance.now() - uploaded };
}

const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;

/** Every writer at once, for WRITE_SECONDS: listings with a photo, then edits. */
async function sustained(writers: Writer[]): Promise<void> {
  const photos = await photoPool(writers.length * 20);
  const creates: { uploadMs: number; createMs: number }[] = [];
  let until = performance.now() + WRITE_SECONDS * 1000;
  let started = performance.now();
  await Promise.all(
    writers.map(async (writer, w) => {
      // Each writer's upload limit is 60 photos in 10 minutes: plenty for one listing in a few seconds.
      while (performance.now() < until && writer.listings.length < 20 && photos.length)
        creates.push(await createListing(writer, `Bench ${w} listing ${writer.listings.length}`, photos.pop()!));
    }),
  );
  const createSeconds = (performance.now() - started) / 1000;
  const edits: number[] = [];
  until = performance.now() + WRITE_SECONDS * 1000;
  started = performance.now();
  await Promise.all(
    writers.map(async (writer, w) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const mine = writer.listings[n % writer.listings.length]!;
        const at = performance.now();
        const res = await send(writer, 'POST', `/api/listing/update/${mine.id}`, {
          ...listingBody(`Bench ${w} edited ${n}`, mine.imageUrls),
          description: mine.description,
        });
        if (res.status >= 300) throw new Error(`edit answered ${res.status}`);
        edits.push(performance.now() - at);
      }
    }),
  );
  const editSeconds = (performance.now() - started) / 1000;
  console.log(
    `  writes, ${writers.length} writers on two servers: ${(creates.length / createSeconds).toFixed(1)} new listings/s with a ` +
      `1600×1200 photo (upload p50 ${p(
        creates.map((c) => c.uploadMs),
        0.5,
      ).toFixed(0)} ms, p95 ${p(
        creates.map((c) => c.uploadMs),
        0.95,
      ).toFixed(0)}; create p50 ${p(
        creates.map((c) => c.createMs),
        0.5,
      ).toFixed(
        0,
      )} ms); ${(edits.length / editSeconds).toFixed(1)} edits/s (p50 ${p(edits, 0.5).toFixed(0)} ms, p95 ${p(edits, 0.95).toFixed(0)})`,
  );
  console.log(`  (10,000 new listings a day is 0.12/s)`);
}

/** A made-up word put in a listing's name through one server, searched for through the other until found. */
async function freshness(
  writers: Writer[],
  other: (server: string) => string,
  diagnose: (id: string, word: string) => Promise<string>,
): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const writer = writers[i % writers.length]!;
    const mine = writer.listings[0]!;
    const word = `zq${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;
    const edited = await send(writer, 'POST', `/api/listing/update/${mine.id}`, {
      ...listingBody(`Bench ${word} home`, mine.imageUrls),
      description: mine.description,
    });
    if (edited.status >= 300) throw new Error(`edit answered ${edited.status}: ${JSON.stringify(edited.json)}`);
    const written = performance.now();
    for (;;) {
      const found = await send(
        { cookie: '', server: other(writer.server) },
        'GET',
        `/api/listing/search?searchTerm=${word}`,
      );
      if (Number(found.json.total) >= 1) break;
      if (performance.now() - written > 10_000)
        throw new Error(`"${word}" not found through the other server in 10 s: ${await diagnose(mine.id, word)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.push(performance.now() - written);
  }
  console.log(
    `  freshness: a new word written through one server found through the other in p50 ${p(times, 0.5).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms (10 edits; goal ≤ 1,000 ms)`,
  );
}

function printKinds(step: Step): void {
  console.log(
    `          at ${step.rate}/s, by kind (answered, p50, p95 ms): ${[...step.kinds]
      .map(([kind, t]) => `${kind} ${t.count}, ${t.p50.toFixed(0)}, ${t.p95.toFixed(0)}`)
      .join('; ')}`,
  );
}

export async function runServersAtScale(databaseUrl: string, postmaster: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-scale-servers-'));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir, // shared: photos uploaded through one server are listed through the other
    SEED_DEMO: 'false',
    NEW_LISTER_DAYS: '0',
    RATE_LIMIT_SIGNUP_PER_MINUTE: '10000',
    RATE_LIMIT_LISTINGS_PER_HOUR: '100000',
    // A number's code is the lister's round trip to their phone, not the server's work.
    LISTING_NUMBER_PROOF: 'false',
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env), await startServer(env));
    const urls = servers.map((server) => server.url);
    const other = (url: string) => urls.find((u) => u !== url)!;
    console.log(`\n  Two servers on the large database (${urls.join(', ')})`);
    const writers: Writer[] = [];
    for (let i = 0; i < WRITERS; i += 1) writers.push(await signUp(urls[i % 2]!, dataDir, i));
    await sustained(writers);
    await freshness(writers, other, async (id, word) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const listing = await client.query(
          `SELECT moderation, availability, stale_at, phone_proof, owner_id, search_vector::text LIKE '%' || $2 || '%' AS has_word
           FROM listings WHERE id = $1`,
          [id, word],
        );
        const vocabulary = await client.query(
          `SELECT (SELECT count(*) FROM search_words WHERE word = $1) AS known, (SELECT count(*) FROM search_word_changes) AS pending`,
          [word],
        );
        return JSON.stringify({ listing: listing.rows[0], vocabulary: vocabulary.rows[0] });
      } finally {
        await client.end();
      }
    });

    const health = await Promise.all(
      urls.map((url) => benchRoute(url, 'health', '/api/health', { connections: 16, seconds: 5 })),
    );
    const healthRate = health.reduce((sum, run) => sum + run.rps, 0);
    const { ids } = await fetch(`${urls[0]}/api/listing/search?type=rentals&area=Kilimani`)
      .then((res) => res.json() as Promise<{ listings: { id: string }[] }>)
      .then((body) => ({ ids: body.listings.map((listing) => listing.id) }));
    const reads: [number, string, () => string][] = [
      [20, 'home page', () => '/'],
      [30, 'search', () => `/api/listing/search?${pick(SEARCHES)}`],
      [15, 'map', () => `/api/listing/map?${pick(MAPS)}`],
      [15, 'listing page', () => `/listing/${pick(ids)}`],
    ];
    console.log(
      `  health: ${healthRate.toFixed(0)} requests/s on the two servers; the mix (80 % home, search, map, listing pages; ` +
        `20 % edits, saves and new listings with a photo) in ${STEP_SECONDS} s steps:`,
    );
    console.log(
      `  ${'rate/s'.padStart(7)} ${'done/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p95 read'.padStart(9)} ${'p95 write'.padStart(10)}  errors  CPU: servers / PostgreSQL / this load`,
    );
    const photos = await photoPool(120);
    // One step first, not counted: the servers just started and the writes above filled
    // their caches with other pages; the first real step measured their warming.
    const warm = await rampStep({ rate: 10, seconds: STEP_SECONDS, urls, reads, writers, photos });
    console.log(`  (warm-up at 10/s, not counted: p95 ${warm.p95.toFixed(0)} ms)`);
    let best: Step | undefined;
    // From 10 a second: at a million listings on two cores the mix holds somewhere in the tens.
    for (let rate = 10; rate <= 1000; rate = Math.round(rate * 1.4)) {
      const before = cpuSeconds(servers, postmaster);
      const step = await rampStep({ rate, seconds: STEP_SECONDS, urls, reads, writers, photos });
      const after = cpuSeconds(servers, postmaster);
      const cpu = (key: keyof typeof before) =>
        `${(((after[key] - before[key]) / step.seconds / os.cpus().length) * 100).toFixed(0)}%`;
      console.log(
        `  ${String(rate).padStart(7)} ${(step.done / step.seconds).toFixed(0).padStart(7)} ${step.p50.toFixed(0).padStart(6)} ${step.p95.toFixed(0).padStart(6)} ` +
          `${step.p95Read.toFixed(0).padStart(9)} ${step.p95Write.toFixed(0).padStart(10)} ${String(step.errors).padStart(7)}  ${cpu('servers')} / ${cpu('postgres')} / ${cpu('self')}`,
      );
      if (step.failures.length) console.log(`          failed: ${step.failures.join('; ')}`);
      // Where the time went, by kind of request, at every step.
      printKinds(step);
      if (step.p95 > P95_GOAL_MS || step.errors > step.done / 100) break;
      best = { ...step, rate };
    }
    console.log(
      best
        ? `  highest rate with p95 ≤ ${P95_GOAL_MS} ms: ${best.rate}/s = ${(best.rate / healthRate).toFixed(3)} × the health rate`
        : `  no rate kept the p95 within ${P95_GOAL_MS} ms`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
