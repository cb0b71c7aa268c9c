// Issue 57: what a tenancy's clock does when nobody speaks. The first month goes to the
// lister 48 hours after the move-in date (the tenant reminded on the day); a signed tenancy
// unpaid in 48 hours lapses and a payment that comes after is refunded in full; a lister
// silent 14 days after the move-out returns the whole deposit; a tenant silent 7 days
// accepts the deductions. Each run is safe to repeat: nothing happens twice.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { until } from '../../../test/payment-world.ts';
import { addDays, DEPOSIT, kenyaToday, RENT, tenancyWorldForFile } from '../../../test/tenancy-world.ts';
import { tenancyDepsOf } from './deps.ts';
import { tenancyTick } from './tenancy-clock.ts';

const world = tenancyWorldForFile();

const tick = () =>
  tenancyTick(
    tenancyDepsOf(
      { config: world.ctx.config, db: world.ctx.handle.db, jobs: world.ctx.app.deps.jobs },
      world.ctx.app.log,
    ),
  );
const shift = (id: string, set: ReturnType<typeof sql>) =>
  world.ctx.handle.db.execute(sql`UPDATE tenancies SET ${set} WHERE id = ${id}`);

describe("a tenancy's clock", () => {
  it('releases the first month 48 hours after the move-in date when nobody spoke, once', async () => {
    const { tenant, id } = await world.paid(addDays(kenyaToday(), 1));
    expect((await tick()).released).toBe(0);
    await shift(id, sql`move_in = ${addDays(kenyaToday(), -2)}`);
    expect((await tick()).released).toBe(1);
    expect((await tick()).released).toBe(0);
    expect(await world.read(tenant, id)).toMatchObject({
      status: 'moved-in',
      money: { heldRent: 0, heldDeposit: DEPOSIT, toLister: RENT },
    });
  });

  it('reminds the tenant on the move-in day to confirm the keys, once', async () => {
    const { tenant, id } = await world.paid();
    const phone = await world.phoneOf(tenant);
    await world.ctx.handle.db.execute(
      sql`UPDATE users SET sms_notices = ARRAY['reminder','booking'] WHERE id = ${tenant.user!.id}`,
    );
    const first = await tick();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    await world.at.latestTo(phone, /move-in day/);
    expect((await tick()).reminded).toBe(0);
    expect((await world.read(tenant, id)).status).toBe('paid');
  });

  it('lapses a signed tenancy unpaid after 48 hours, and refunds a payment that comes after', async () => {
    const { tenant, id } = await world.signed();
    const asked = await world.act(tenant, id, 'pay');
    expect(asked.statusCode).toBe(200);
    await shift(id, sql`pay_by = now() - interval '1 minute'`);
    expect((await tick()).lapsed).toBe(1);
    const number = (await world.phoneOf(tenant)).replace('+', '');
    const [prompt] = world.sim.sim.waitingFor(number);
    world.sim.sim.answer(prompt!.checkoutId, 'approve');
    const late = await until(
      () => world.read(tenant, id),
      (t) => t.money.toTenant > 0,
      'the late refund',
    );
    expect(late).toMatchObject({ status: 'lapsed', money: { heldRent: 0, heldDeposit: 0, toTenant: RENT + DEPOSIT } });
  });

  it('returns the whole deposit when the lister records nothing 14 days after the move-out', async () => {
    const { tenant, id } = await world.paid();
    await world.act(tenant, id, 'keys', { inventory: [{ room: 'Sitting room', condition: 'good' }] });
    await world.act(tenant, id, 'notice', { moveOut: kenyaToday() });
    await world.act(world.lister, id, 'notice', { moveOut: kenyaToday() });
    expect((await tick()).returned).toBe(0);
    await shift(id, sql`move_out = ${addDays(kenyaToday(), -14)}`);
    expect((await tick()).returned).toBe(1);
    expect(await world.read(tenant, id)).toMatchObject({
      status: 'ended',
      money: { heldDeposit: 0, toTenant: DEPOSIT },
    });
  });

  it('takes a tenant silent 7 days after the deductions as accepting them', async () => {
    const { tenant, id } = await world.paid();
    await world.act(tenant, id, 'keys', { inventory: [{ room: 'Sitting room', condition: 'good' }] });
    await world.act(tenant, id, 'notice', { moveOut: kenyaToday() });
    await world.act(world.lister, id, 'notice', { moveOut: kenyaToday() });
    const out = await world.act(world.lister, id, 'move-out', {
      deductions: [{ amount: 5_000, reason: 'Repainting a wall' }],
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await tick()).accepted).toBe(0);
    await shift(id, sql`deductions_at = now() - interval '8 days'`);
    expect((await tick()).accepted).toBe(1);
    expect(await world.read(tenant, id)).toMatchObject({
      status: 'ended',
      money: { heldDeposit: 0, toLister: RENT + 5_000, toTenant: DEPOSIT - 5_000 },
    });
  });
});
