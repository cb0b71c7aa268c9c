// Issue 56: sign-up and "forgot password" by phone must not tell who is a member, by their
// time either. The real server (its own process, PGlite) is asked for both with members'
// numbers and with strangers' numbers, in pairs whose order is drawn at random, and the
// medians are compared in the same run: the figure is the ratio member / stranger (1.00 is
// the same time), with the spread that the machine's noise alone gives (stranger vs stranger).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { startServer } from './server-process.ts';

const PAIRS = Number(process.env.BENCH_ORACLE_PAIRS ?? 40);

const number = (i: number) => `+2547${String(20_000_000 + i).slice(-8)}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

async function timed(url: string, body: object): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

export async function runPhoneOracle(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyumba-oracle-'));
  try {
    const handle = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await migrate(handle);
    // Members whose sign-in number is proven, as a phone sign-up leaves them.
    const old = new Date(Date.now() - 30 * 86_400_000);
    await handle.db.insert(users).values(
      Array.from({ length: PAIRS }, (_, i) => ({
        username: `oracle${i}`,
        usernameSkeleton: `oracle${i}`,
        email: null,
        phone: number(i),
        phoneVerifiedAt: old,
        createdAt: old,
      })),
    );
    await handle.db.execute(
      sql`INSERT INTO phone_numbers (phone, user_id, sign_in) SELECT phone, id, true FROM users WHERE username LIKE 'oracle%'`,
    );
    await handle.close();
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SMS_CODES_PER_ADDRESS_HOUR: '1000000',
      SMS_HOURLY_BUDGET: '1000000',
      RATE_LIMIT_SIGNUP_PER_MINUTE: '1000000',
    });
    try {
      const times = {
        signUp: { member: [] as number[], stranger: [] as number[], other: [] as number[] },
        forgot: { member: [] as number[], stranger: [] as number[], other: [] as number[] },
      };
      const statuses = new Set<string>();
      const ask = async (kind: 'signUp' | 'forgot', who: 'member' | 'stranger' | 'other', phone: string, i: number) => {
        const answer =
          kind === 'forgot'
            ? await timed(`${server.url}/api/auth/phone/forgot`, { phone })
            : await timed(`${server.url}/api/auth/phone/signup`, {
                phone,
                username: `asker${who}${i}`,
                password: 'kahawa-tamu-2026',
              });
        if (i >= 3) times[kind][who].push(answer.ms);
        statuses.add(`${kind} ${who === 'member' ? 'member' : 'stranger'} ${answer.status}`);
      };
      for (let i = 0; i < PAIRS; i++) {
        for (const kind of ['forgot', 'signUp'] as const) {
          // Each pair in a random order, so a warm cache or a busy moment favours neither.
          const calls = [
            () => ask(kind, 'member', number(i), i),
            () => ask(kind, 'stranger', number(100_000 + i), i),
            () => ask(kind, 'other', number(200_000 + i), i),
          ].sort(() => Math.random() - 0.5);
          for (const call of calls) await call();
        }
      }
      console.log(
        `\nphone oracle: ${PAIRS} members' numbers and ${PAIRS * 2} strangers', the first 3 of each left out as warm-up`,
      );
      console.log('  answers: ' + [...statuses].sort().join(', '));
      for (const kind of ['forgot', 'signUp'] as const) {
        const { member, stranger, other } = times[kind];
        console.log(
          `  ${kind === 'forgot' ? 'forgot password' : 'sign-up        '}  member median ${median(member).toFixed(1)} ms (p90 ${p90(member).toFixed(1)}), ` +
            `stranger ${median(stranger).toFixed(1)} ms (p90 ${p90(stranger).toFixed(1)}): member / stranger ${(median(member) / median(stranger)).toFixed(2)}; ` +
            `stranger / stranger (the noise) ${(median(other) / median(stranger)).toFixed(2)}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
