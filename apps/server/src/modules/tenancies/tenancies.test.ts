// Issue 57: a tenancy on Nyumba, step by step through HTTP, against the Daraja simulator and
// the Africa's Talking stand-in: ask, accept, sign with SMS codes, pay into the hold, keys and
// inventory (the first month to the lister), notice, move-out with deductions, a dispute a
// moderator splits. Every shilling through the ledger, which checks clean after each test.
import {
  TENANCY_DEDUCTIONS_TOO_MUCH,
  TENANCY_KEEPS_ACCOUNT,
  TENANCY_KEEPS_LISTING,
  TENANCY_KEYS_NOT_PAID,
  TENANCY_MOVE_IN_PAST,
  TENANCY_NOT_BOTH_SIGNED,
  TENANCY_ONE_WAITING,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { until } from '../../../test/payment-world.ts';
import { establishedUser } from '../../../test/http.ts';
import { addDays, DEPOSIT, kenyaToday, RENT, tenancyWorldForFile } from '../../../test/tenancy-world.ts';
import { tenancyDepsOf } from './deps.ts';
import { tenancyTick } from './tenancy-clock.ts';

const world = tenancyWorldForFile();

describe('a tenancy on Nyumba', () => {
  it('asked, accepted, signed by both with SMS codes, paid, keys, notice agreed, deductions disputed and split', async () => {
    const { lister } = world;
    const tenant = await establishedUser(world.ctx);
    const stranger = await establishedUser(world.ctx);

    const asked = await world.ask(tenant);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().tenancy.id as string;
    expect(asked.json().tenancy).toMatchObject({ status: 'requested', rent: RENT, deposit: DEPOSIT, role: 'tenant' });
    // One request waiting per tenant and home; strangers see nothing.
    expect((await world.ask(tenant)).json().message).toBe(TENANCY_ONE_WAITING);
    expect((await stranger.request({ method: 'GET', url: `/api/tenancies/${id}` })).statusCode).toBe(404);
    expect((await world.act(stranger, id, 'answer', { answer: 'accept' })).statusCode).toBe(404);

    const accepted = await world.act(lister, id, 'answer', {
      answer: 'accept',
      terms: { dueDay: 1, houseRules: 'No pets.' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const agreement = accepted.json().tenancy.agreement;
    expect(agreement.text).toContain('KSH 30,000 a month, due on the 1st day');
    expect(agreement.text).toContain('KSH 60,000 (2 months of rent)');
    expect(agreement.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await world.act(tenant, id, 'pay')).json().message).toBe(TENANCY_NOT_BOTH_SIGNED);

    await world.sign(tenant, id);
    // A change after a signature voids it: both sign the new text.
    const changed = await lister.request({
      method: 'PUT',
      url: `/api/tenancies/${id}/agreement`,
      payload: { dueDay: 1, noticeMonths: 1, utilities: 'Tenant pays power tokens.', houseRules: 'No pets.' },
    });
    expect(changed.json().tenancy.agreement.signatures).toEqual([]);
    await world.sign(tenant, id);
    const both = await world.sign(lister, id);
    expect(both.status).toBe('signed');
    expect(both.agreement!.signatures.map((s) => s.role).sort()).toEqual(['lister', 'tenant']);
    expect(both.agreement!.signatures[0]!.phone).toMatch(/^\+254 ••• ••• \d{3}$/);

    // The agreement as a PDF, for the two of them only.
    const pdf = await tenant.request({ method: 'GET', url: `/api/tenancies/${id}/agreement.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stranger.request({ method: 'GET', url: `/api/tenancies/${id}/agreement.pdf` })).statusCode).toBe(404);

    expect(
      (await world.act(tenant, id, 'keys', { inventory: [{ room: 'Kitchen', condition: 'good' }] })).json().message,
    ).toBe(TENANCY_KEYS_NOT_PAID);
    const asking = await world.act(tenant, id, 'pay');
    expect(asking.statusCode, asking.body).toBe(200);
    const number = (await world.phoneOf(tenant)).replace('+', '');
    const prompts = world.sim.sim.waitingFor(number);
    expect(prompts[0]!.amount).toBe(RENT + DEPOSIT);
    world.sim.sim.answer(prompts[0]!.checkoutId, 'approve');
    const paid = await until(
      () => world.read(tenant, id),
      (t) => t.status === 'paid',
      'paid',
    );
    expect(paid.money).toEqual({ heldRent: RENT, heldDeposit: DEPOSIT, toLister: 0, toTenant: 0 });

    const keys = await world.act(tenant, id, 'keys', {
      inventory: [
        { room: 'Kitchen', condition: 'good', notes: 'New cooker' },
        { room: 'Bathroom', condition: 'fair', notes: 'Tap drips' },
      ],
    });
    expect(keys.statusCode, keys.body).toBe(200);
    expect(keys.json().tenancy).toMatchObject({
      status: 'moved-in',
      money: { heldRent: 0, heldDeposit: DEPOSIT, toLister: RENT, toTenant: 0 },
    });
    expect((await world.act(lister, id, 'inventory', { answer: 'countersign' })).statusCode).toBe(200);

    // An earlier move-out than the notice period holds once both send it.
    const today = kenyaToday();
    const proposed = await world.act(tenant, id, 'notice', { moveOut: today });
    expect(proposed.json().tenancy).toMatchObject({ status: 'moved-in', notice: { by: 'tenant', agreed: false } });
    const agreed = await world.act(lister, id, 'notice', { moveOut: today });
    expect(agreed.json().tenancy).toMatchObject({ status: 'ending', moveOut: today, notice: { agreed: true } });

    const tooMuch = await world.act(lister, id, 'move-out', {
      deductions: [{ amount: DEPOSIT + 1, reason: 'Everything' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({ deductions: TENANCY_DEDUCTIONS_TOO_MUCH });
    const out = await world.act(lister, id, 'move-out', { deductions: [{ amount: 8_000, reason: 'Broken window' }] });
    expect(out.statusCode, out.body).toBe(200);
    const disputed = await world.act(tenant, id, 'deductions', { answer: 'dispute', note: 'It was broken at move-in' });
    expect(disputed.json().tenancy.status).toBe('disputed');

    const moderator = await world.moderator();
    const queue = await moderator.request({ method: 'GET', url: '/api/moderation/tenancies' });
    expect(queue.json().tenancies.map((t: { id: string }) => t.id)).toContain(id);
    expect((await lister.request({ method: 'GET', url: '/api/moderation/tenancies' })).statusCode).toBe(403);
    const split = await moderator.request({
      method: 'POST',
      url: `/api/moderation/tenancies/${id}/decide`,
      payload: { outcome: 'split', toLister: 3_000, reason: 'The window was cracked at move-in: half each.' },
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().tenancy).toMatchObject({
      status: 'ended',
      decision: { outcome: 'split' },
      money: { heldRent: 0, heldDeposit: 0, toLister: RENT + 3_000, toTenant: DEPOSIT - 3_000 },
    });
  });

  it('refuses what it cannot do, and changes nothing', async () => {
    const tenant = await establishedUser(world.ctx);
    const past = await world.ask(tenant, addDays(kenyaToday(), -1));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ moveIn: TENANCY_MOVE_IN_PAST });
    expect((await world.ask(tenant, addDays(kenyaToday(), 400))).statusCode).toBe(400);
    const bad = await tenant.request({
      method: 'POST',
      url: '/api/tenancies',
      payload: { listingId: 'nope', moveIn: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['listingId', 'message', 'moveIn']);
    expect((await tenant.request({ method: 'GET', url: '/api/tenancies' })).json().tenancies).toEqual([]);
  });

  it('a lister who cancels after payment refunds everything, and it counts on their record', async () => {
    const { tenant, id } = await world.paid(addDays(kenyaToday(), 20));
    const cancelled = await world.act(world.lister, id, 'cancel', { reason: 'Sold the flat' });
    expect(cancelled.json().tenancy).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'lister',
      money: { heldRent: 0, heldDeposit: 0, toLister: 0, toTenant: RENT + DEPOSIT },
    });
    expect((await world.read(tenant, id)).status).toBe('cancelled');
  });

  it('a tenant who cancels a week ahead gets it all back; closer to the move-in, the deposit only', async () => {
    const early = await world.paid(addDays(kenyaToday(), 8));
    expect((await world.act(early.tenant, early.id, 'cancel')).json().tenancy.money).toEqual({
      heldRent: 0,
      heldDeposit: 0,
      toLister: 0,
      toTenant: RENT + DEPOSIT,
    });
    const late = await world.paid(addDays(kenyaToday(), 3));
    expect((await world.read(late.tenant, late.id)).cancelRefund).toEqual({ deposit: DEPOSIT, firstMonth: 0 });
    expect((await world.act(late.tenant, late.id, 'cancel')).json().tenancy.money).toEqual({
      heldRent: 0,
      heldDeposit: 0,
      toLister: RENT,
      toTenant: DEPOSIT,
    });
  });

  it('no keys: the money stays held, and a moderator refunds it in full', async () => {
    const { tenant, id } = await world.paid();
    const reported = await world.act(tenant, id, 'problem', { kind: 'no-keys', note: 'Nobody came with the keys.' });
    expect(reported.json().tenancy).toMatchObject({ status: 'disputed', problem: { kind: 'no-keys' } });
    expect(
      (await world.act(tenant, id, 'keys', { inventory: [{ room: 'Kitchen', condition: 'good' }] })).statusCode,
    ).toBe(409);
    const moderator = await world.moderator();
    const refunded = await moderator.request({
      method: 'POST',
      url: `/api/moderation/tenancies/${id}/decide`,
      payload: { outcome: 'refund', reason: 'The lister did not answer.' },
    });
    expect(refunded.json().tenancy).toMatchObject({
      status: 'cancelled',
      money: { heldRent: 0, heldDeposit: 0, toTenant: RENT + DEPOSIT },
    });
  });

  it('races: two pay taps make one prompt; the keys and the clock at once pay the first month out once', async () => {
    const { tenant, id } = await world.signed();
    const taps = await Promise.all([world.act(tenant, id, 'pay'), world.act(tenant, id, 'pay')]);
    expect(taps.map((res) => res.statusCode).sort()).toEqual([200, 429]);
    const number = (await world.phoneOf(tenant)).replace('+', '');
    expect(world.sim.sim.waitingFor(number)).toHaveLength(1);
    world.sim.sim.answer(world.sim.sim.waitingFor(number)[0]!.checkoutId, 'approve');
    await until(
      () => world.read(tenant, id),
      (t) => t.status === 'paid',
      'paid',
    );
    await world.ctx.handle.db.execute(
      sql`UPDATE tenancies SET move_in = ${addDays(kenyaToday(), -2)} WHERE id = ${id}`,
    );
    const deps = tenancyDepsOf(
      { config: world.ctx.config, db: world.ctx.handle.db, jobs: world.ctx.app.deps.jobs },
      world.ctx.app.log,
    );
    await Promise.all([
      world.act(tenant, id, 'keys', { inventory: [{ room: 'Kitchen', condition: 'good' }] }),
      tenancyTick(deps),
      tenancyTick(deps),
    ]);
    expect((await world.read(tenant, id)).money).toEqual({
      heldRent: 0,
      heldDeposit: DEPOSIT,
      toLister: RENT,
      toTenant: 0,
    });
  });

  it('a home and its two people stay while a tenancy is under way', async () => {
    const { tenant, id } = await world.signed();
    const dropHome = await world.lister.request({ method: 'DELETE', url: `/api/listing/delete/${world.home}` });
    expect(dropHome.statusCode).toBe(409);
    expect(dropHome.json().message).toBe(TENANCY_KEEPS_LISTING);
    const leave = await tenant.request({
      method: 'DELETE',
      url: `/api/user/delete/${tenant.user!.id}`,
      payload: { currentPassword: tenant.seed!.password },
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(TENANCY_KEEPS_ACCOUNT);
    expect((await world.read(tenant, id)).status).toBe('signed');
    // Once it is over, both may go.
    expect((await world.act(tenant, id, 'cancel')).statusCode).toBe(200);
    const gone = await tenant.request({
      method: 'DELETE',
      url: `/api/user/delete/${tenant.user!.id}`,
      payload: { currentPassword: tenant.seed!.password },
    });
    expect(gone.statusCode).toBe(200);
  });
});
