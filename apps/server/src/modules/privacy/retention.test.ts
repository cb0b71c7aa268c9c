import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { signedUpUser } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { pruneRetained } from './retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the retention table', () => {
  it('deletes sign-in failures and devices past their time and keeps the recent ones', async () => {
    const person = await signedUpUser(ctx);
    const db = ctx.handle.db;
    await queryRows(
      db,
      sql`INSERT INTO auth_failures (email, created_at) VALUES ('old@example.test', now() - interval '31 days'),
          ('new@example.test', now() - interval '1 day')`,
    );
    await queryRows(
      db,
      sql`INSERT INTO account_devices (user_id, device_hash, first_seen_at, last_seen_at)
          VALUES (${person.user!.id}, 'old-device', now() - interval '400 days', now() - interval '366 days'),
                 (${person.user!.id}, 'new-device', now() - interval '400 days', now() - interval '2 days')`,
    );
    const gone = await pruneRetained(db);
    expect(gone.signInFailures).toBeGreaterThanOrEqual(1);
    expect(gone.devices).toBe(1);
    const failures = await queryRows<{ email: string }>(db, sql`SELECT email FROM auth_failures`);
    expect(failures.map((row) => row.email)).toContain('new@example.test');
    expect(failures.map((row) => row.email)).not.toContain('old@example.test');
    const devices = await queryRows<{ device_hash: string }>(
      db,
      sql`SELECT device_hash FROM account_devices WHERE user_id = ${person.user!.id}`,
    );
    expect(devices.map((row) => row.device_hash)).toContain('new-device');
    expect(devices.map((row) => row.device_hash)).not.toContain('old-device');
  });
});
