import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkIn, mailTo, tokenOf } from './outbox.ts';
import sharp from 'sharp';
import pg from 'pg';
import { startPostgres } from '../../../scripts/postgres-cluster.mjs';

const SRC = path.resolve(import.meta.dirname, '../src');
// tsx by its full address: `--import tsx` would look for it from the child's working directory.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Whether startPostgres() can make a throwaway cluster here: initdb present, and a postgres user when we are root. */
export function postgresCanStart(): boolean {
  if (!['15', '16', '17'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' }); // initdb refuses root; the cluster runs as postgres
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the suites that run servers on PostgreSQL in processes of their own run here:
 * with the PostgreSQL suite (`npm run test:pg`, which CI runs), or NYUMBA_TWO_SERVERS=1
 * on a throwaway cluster of their own.
 */
export const clusterSuitesRun =
  Boolean(process.env.TEST_DATABASE_URL) || (process.env.NYUMBA_TWO_SERVERS === '1' && postgresCanStart());

/**
 * A database nobody has migrated: a new one on TEST_DATABASE_URL's server when given, else
 * a cluster of our own. What it takes to remove it goes onto `cleanups`.
 */
export async function emptyDatabase(prefix: string, cleanups: (() => Promise<void> | void)[]): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const cluster = await startPostgres();
    cleanups.push(() => cluster.stop());
    return cluster.url;
  }
  const name = `nyumba_${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export interface ChildRun {
  output(): string;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

export interface ServerChild extends ChildRun {
  url: string;
}

/**
 * One of the server's entry points (`src/main.ts`, `src/tasks.ts`) in its own process,
 * run through tsx as `npm start` and `npm run db:*` run them, with only the environment
 * given. The working directory is one without a `.env` (a developer's must not reach the
 * tests) unless the test names its own.
 */
export function runEntry(entry: string, args: string[], env: Record<string, string>, cwd = os.tmpdir()): ChildRun {
  const child = spawn(process.execPath, ['--import', TSX, path.resolve(SRC, entry), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited, kill: (signal) => child.kill(signal) };
}

/**
 * The real entry point in its own process, for tests that kill it, restart it or run two
 * of it. Resolves once /api/health answers. `args` as the command line gives them (`--demo`).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Promise<ServerChild> {
  const url = `http://127.0.0.1:${port}`;
  const child = runEntry('main.ts', args, {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    PORT: String(port),
    PUBLIC_URL: url,
    // Every request of these tests comes from 127.0.0.1; the limiter has its own tests.
    RATE_LIMIT_SIGNIN_PER_MINUTE: '10000',
    RATE_LIMIT_SIGNUP_PER_MINUTE: '10000',
    // Their accounts are minutes old and list many homes; the new-lister limit has its own
    // tests (listings/scam-shield.test.ts).
    NEW_LISTER_DAYS: '0',
    // A production server with phone features refuses to start without an SMS account; these
    // servers write their SMS to the development outbox, as a staging server would.
    SMS_OUTBOX: 'true',
    // They list from many accounts with the fixtures' one number, as the suites before proven
    // numbers did; the proof has its own tests (phone/listing-numbers.test.ts).
    LISTING_NUMBER_PROOF: 'false',
    ...env,
  });
  let gone = false;
  void child.exited.then(() => (gone = true));
  // Generous: PGlite's first start runs initdb, slow on a busy 2-core machine.
  for (let i = 0; ; i += 1) {
    if (gone || i > 1200) {
      child.kill('SIGKILL');
      throw new Error(`server never became healthy:\n${child.output()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { url, ...child };
}

export interface Account {
  userId: string;
  cookie: string;
}

/** fetch as a signed-in browser would: the session cookie and our own Origin. */
export async function send(
  url: string,
  account: Account | undefined,
  method: string,
  route: string,
  body?: object | FormData,
) {
  const headers: Record<string, string> = { origin: url };
  if (account) headers.cookie = `nyumba_session=${account.cookie}`;
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${route}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json, setCookie: res.headers.getSetCookie() };
}

/**
 * Signs a member up on a running server and follows the confirmation link its mail carries
 * (read from `dataDir`'s development outbox), as the new member would: the session that
 * link starts may publish.
 */
export async function signUp(url: string, name: string, dataDir: string): Promise<Account> {
  const email = `${name}@example.test`;
  const res = await send(url, undefined, 'POST', '/api/auth/signup', {
    // Callers tag names with random hex or a clock; five digits in a row would read as a
    // code and be refused, so the username spells each digit as a letter.
    username: name.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!),
    email,
    password: 'correct horse battery',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  const token = tokenOf(linkIn(await mailTo(dataDir, email, /^Confirm your email/), 'Confirm my email'));
  const verified = await send(url, undefined, 'POST', '/api/auth/verify-email', { token });
  const cookie = /^nyumba_session=([^;]+)/.exec(
    verified.setCookie.find((c) => c.startsWith('nyumba_session=')) ?? '',
  )?.[1];
  if (verified.status !== 200 || !cookie)
    throw new Error(`confirming failed: ${verified.status} ${JSON.stringify(verified.json)}`);
  return { userId: String(verified.json.id), cookie };
}

/** Uploads a small JPEG of random pixels (so no two are one content-hashed image); returns its URL. */
export async function uploadPhoto(url: string, account: Account): Promise<string> {
  const jpeg = await sharp(Buffer.from(crypto.getRandomValues(new Uint8Array(32 * 24 * 3))), {
    raw: { width: 32, height: 24, channels: 3 },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await send(url, account, 'POST', '/upload', form);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json.image_urls as string[])[0]!;
}

export function listingBody(name: string, photo: string) {
  return {
    type: 'rentals',
    name,
    description: 'Quiet compound, borehole water, parking for one car.',
    phone_number: '0712 345 678',
    price: 45_000,
    bedrooms: '2-bedroom',
    furnished: false,
    parking: true,
    image_urls: [photo],
    location: '-1.2896,36.7856',
  };
}
