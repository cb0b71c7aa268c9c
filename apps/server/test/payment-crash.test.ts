// Issue 40: the server is killed (SIGKILL) between its STK push and M-Pesa's answer. The
// prompt is already on the payer's phone; the payer pays; the callback reaches the server that
// took the dead one's place (same address), which confirms it with the STK query and credits it
// once. No second prompt goes out meanwhile, and the stay is not paid twice. On PostgreSQL,
// with the real server in its own process and the Daraja simulator on a port of its own.
import { addDays, kenyaToday, STAY_NOT_DUE } from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startPostgres } from '../../../scripts/postgres-cluster.mjs';
import { openPostgres, queryRows } from '../src/db/database.ts';
import { startSimulator } from './daraja.ts';
import { postgresCanStart, send, signUp, startServerProcess, type ServerChild } from './server-child.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (const deadline = Date.now() + 20_000; ;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a server killed mid-payment', () => {
  it.runIf(postgresCanStart())(
    'credits the payment once when its callback reaches the restarted server; no second prompt',
    async () => {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.stop());
      const sim = await startSimulator({ promptSeconds: 120 });
      cleanups.push(() => sim.close());
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-pay-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, MPESA_SIMULATOR: 'true', MPESA_BASE_URL: sim.url };
      // Test mode in production (NODE_ENV unset) is refused unless started with --demo (config.ts).
      let server: ServerChild = await startServerProcess(port, env, ['--demo']);
      cleanups.push(() => server.kill('SIGKILL'));
      const url = server.url;
      const guest = await signUp(url, `payer${Date.now().toString(36)}`, dataDir);
      const host = await signUp(url, `host${Date.now().toString(36)}`, dataDir);

      // Both proved their numbers; the host's bnb; the stay accepted and due.
      const handle = await openPostgres(cluster.url, 2);
      cleanups.push(() => handle.close());
      const number = `2547${String(Date.now()).slice(-8)}`;
      const hostNumber = `2541${String(Date.now()).slice(-8)}`;
      await handle.db.execute(sql`
        UPDATE users SET phone = '+' || CASE WHEN id = ${guest.userId} THEN ${number} ELSE ${hostNumber} END,
          phone_verified_at = now() - interval '30 days' WHERE id IN (${guest.userId}, ${host.userId})`);
      await handle.db.execute(sql`INSERT INTO phone_numbers (phone, user_id, sign_in)
        SELECT phone, id, true FROM users WHERE id IN (${guest.userId}, ${host.userId})`);
      const [bnb] = await queryRows<{ id: string }>(
        handle.db,
        sql`INSERT INTO listings (owner_id, type, name, description, phone_number, price, image_urls)
          VALUES (${host.userId}, 'bnbs', 'Watamu cottage', 'By the sea', '+' || ${hostNumber}, 4000, ARRAY[]::text[])
          RETURNING id`,
      );
      const checkIn = addDays(kenyaToday(), 20);
      const [stay] = await queryRows<{ id: string }>(
        handle.db,
        sql`INSERT INTO stays (listing_id, guest_id, host_id, check_in, check_out, guests, nightly_price, check_in_time,
            check_out_time, status, expires_at, pay_state, pay_by, price, fee, policy)
          VALUES (${bnb!.id}, ${guest.userId}, ${host.userId}, ${checkIn}, ${addDays(checkIn, 2)}, 2, 4000, '14:00',
            '10:00', 'accepted', now() + interval '1 day', 'due', now() + interval '30 minutes', 8000, 0, 'flexible')
          RETURNING id`,
      );

      // The push reaches the phone; its answer is slow, and the server dies waiting for it.
      sim.faults({ slowPushAnswerMs: 5_000 });
      const asked = send(url, guest, 'POST', `/api/stays/${stay!.id}/pay`, {}).catch(() => 'no answer');
      const [prompt] = await until(
        async () => sim.sim.waitingFor(number),
        (list) => list.length === 1,
        'the prompt',
      );
      server.kill('SIGKILL');
      await server.exited;
      expect(await asked).toBe('no answer');
      sim.faults({ slowPushAnswerMs: 0 });
      const [written] = await queryRows<{ status: string; checkout: string | null }>(
        handle.db,
        sql`SELECT status, checkout_request_id AS checkout FROM payments WHERE stay_id = ${stay!.id}`,
      );
      expect(written).toEqual({ status: 'starting', checkout: null });

      // Another server takes its address; while the prompt may still be paid, no second one goes out.
      server = await startServerProcess(port, env, ['--demo']);
      const again = await send(url, guest, 'POST', `/api/stays/${stay!.id}/pay`, {});
      expect(again.status).toBe(429);
      expect(sim.sim.waitingFor(number)).toHaveLength(1);

      // The payer pays: the callback names the payment's address, the new server confirms and credits it.
      sim.sim.answer(prompt!.checkoutId, 'approve');
      await until(
        () => queryRows<{ state: string }>(handle.db, sql`SELECT pay_state AS state FROM stays WHERE id = ${stay!.id}`),
        (rows) => rows[0]?.state === 'held',
        'the stay held',
      );
      const rows = await queryRows<{ status: string; checkout: string; receipt: string }>(
        handle.db,
        sql`SELECT status, checkout_request_id AS checkout, receipt FROM payments WHERE stay_id = ${stay!.id}`,
      );
      expect(rows).toEqual([{ status: 'paid', checkout: prompt!.checkoutId, receipt: prompt!.receipt }]);
      sim.sim.redeliver(prompt!.checkoutId);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [journals] = await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM ledger_journals WHERE stay_id = ${stay!.id} AND kind = 'stay-paid'`,
      );
      expect(journals!.n).toBe(1);
      const paidAgain = await send(url, guest, 'POST', `/api/stays/${stay!.id}/pay`, {});
      expect(paidAgain.status).toBe(409);
      expect(paidAgain.json.message).toBe(STAY_NOT_DUE);
    },
    240_000,
  );
});
