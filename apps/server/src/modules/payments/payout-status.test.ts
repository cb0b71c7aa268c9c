// A payout (or refund) whose B2C got no answer, no result, or a queue timeout may have been
// paid all the same: M-Pesa's transaction status query is asked before anything is sent again.
// Paid: recorded paid with its receipt, sent once. Not paid, or unknown to M-Pesa: sent again.
// No answer, or one that says nothing: flagged for an operator, with the alert, never resent.
// Against the Daraja stand-in, which answers the status query from what it really did.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { b2cResultOf } from '../../daraja-sim/wire.ts';
import { payouts } from '../../db/schema-payments.ts';
import { paymentWorld, until, type PaymentWorld } from '../../../test/payment-world.ts';
import { DarajaError } from './daraja.ts';
import type { PaymentDeps } from './deps.ts';
import { checkLedger } from './ledger.ts';
import { PAYOUT_UNKNOWN_ALERT, readStatusResult, STATUS_RESULT_WAIT_MS } from './payout-status.ts';
import { sendOpenPayouts, type PayoutRow } from './payouts.ts';
import { releaseDue } from './stay-money.ts';

const MINUTE = 60_000;
let world: PaymentWorld;

beforeAll(async () => {
  world = await paymentWorld({}, { overrides: { METRICS_TOKEN: 'metrics-secret' } });
}, 60_000);
afterAll(() => world.close());
afterEach(async () => {
  expect(await checkLedger(world.ctx.handle.db)).toMatchObject({ unbalanced: 0, total: 0, staysOff: 0 });
});

const db = () => world.ctx.handle.db;
const payoutsOf = (stayId: string) => db().select().from(payouts).where(eq(payouts.stayId, stayId));
const requestsFor = (row: PayoutRow) => world.sim.sim.b2cRequests.filter((id) => id === row.originatorId).length;
const paidFor = (row: PayoutRow) => world.sim.sim.b2cPaid.filter((id) => id === row.originatorId).length;
const queriesFor = (row: PayoutRow) => world.sim.sim.statusQueries.filter((q) => q.originalId === row.originatorId);
/** The payments deps with the log watched (the tick's alert). */
function watched() {
  const warn = vi.fn();
  const deps: PaymentDeps = { ...world.money(), log: { info: () => {}, warn } };
  return { deps, warn };
}

/** A held stay paid out to its host at its payout time, with `faults` on that one B2C. */
async function paidOut(faults: Parameters<PaymentWorld['sim']['faults']>[0], deps = world.money()) {
  const { guest, stay } = await world.heldStay(1);
  world.sim.faults(faults);
  const at = new Date(Date.parse(stay.payment!.payoutAt!) + 1000);
  expect(await releaseDue(deps, at)).toBe(1);
  await sendOpenPayouts(deps, at);
  const [row] = await payoutsOf(stay.id);
  await madeAtMpesa(row!);
  return { guest, stay, at, row: row! };
}

/** The tick once the result's wait is over: the payout is asked about, and the answer awaited. */
async function askedAbout(row: PayoutRow, at: Date, deps = world.money()) {
  const later = new Date(at.getTime() + 2 * MINUTE + 1000);
  await sendOpenPayouts(deps, later);
  // Asked about, not sent again: whatever M-Pesa says comes later.
  expect(requestsFor(row), 'B2C requests once the result is overdue').toBe(1);
  expect(queriesFor(row)).toHaveLength(1);
  return {
    later,
    row: (
      await until(
        () => payoutsOf(row.stayId!),
        (rows) => rows[0]?.status !== 'sent',
        'the check',
      )
    )[0]!,
  };
}

/** The B2C request sent, and done with at M-Pesa's end (paid, failed or timed out), its result posted or not. */
async function madeAtMpesa(row: PayoutRow) {
  await until(
    async () => [requestsFor(row), world.sim.sim.b2cHistory.get(row.originatorId)?.status],
    ([n, status]) => n === 1 && status !== undefined && status !== 'accepted',
    'the B2C request done at M-Pesa',
  );
}

const settled = (stayId: string, what: (row: PayoutRow) => boolean, label: string) =>
  until(
    () => payoutsOf(stayId),
    (rows) => rows.length > 0 && rows.every(what),
    label,
  );

describe('a payout whose result never came', () => {
  it('is asked about, and recorded paid with its receipt when M-Pesa says it was: sent once, not twice', async () => {
    const { stay, at, row } = await paidOut({ dropB2cResults: 1 });
    expect((await payoutsOf(stay.id))[0]!.status).toBe('sent');
    await askedAbout(row, at);
    const [paid] = await settled(stay.id, (r) => r.status === 'paid', 'paid');
    const receipt = world.sim.sim.b2cHistory.get(row.originatorId)!.transactionId;
    expect(paid).toMatchObject({ status: 'paid', transactionId: receipt, flag: null, attempts: 1 });
    expect(requestsFor(row)).toBe(1);
    expect(paidFor(row)).toBe(1);
    expect(queriesFor(row)).toHaveLength(1);
    expect((await world.stayOf(world.host, stay.id)).payment).toMatchObject({ state: 'released', released: 4000 });
    // Later ticks change nothing.
    await sendOpenPayouts(world.money(), new Date(at.getTime() + 30 * MINUTE));
    expect(requestsFor(row)).toBe(1);
  });

  it('timed out in M-Pesa’s queue yet paid: not sent again on the timeout’s word; asked, and found paid', async () => {
    const { stay, at, row } = await paidOut({ timeoutPaidB2c: 1 });
    await until(
      () => payoutsOf(stay.id),
      (rows) => rows[0]!.failure?.includes('timed out') ?? false,
      'the timeout',
    );
    await sendOpenPayouts(world.money(), new Date(at.getTime() + 1000));
    expect(requestsFor(row)).toBe(1);
    await askedAbout(row, at);
    await settled(stay.id, (r) => r.status === 'paid', 'paid');
    expect(requestsFor(row)).toBe(1);
    expect(paidFor(row)).toBe(1);
  });

  it('timed out and never paid (M-Pesa has no such transaction): sent again with the same id, and paid once', async () => {
    const { stay, at, row } = await paidOut({ timeoutB2c: 1 });
    const { later } = await askedAbout(row, at);
    const [again] = await until(
      () => payoutsOf(stay.id),
      (rows) => rows[0]!.status === 'due',
      'due again',
    );
    expect(again!.failure).toContain('M-Pesa has no such transaction');
    await sendOpenPayouts(world.money(), later);
    await settled(stay.id, (r) => r.status === 'paid', 'paid');
    expect(requestsFor(row)).toBe(2);
    expect(paidFor(row)).toBe(1);
    expect((await payoutsOf(stay.id))[0]!.attempts).toBe(2);
  });

  it('the request itself got no answer (the line dropped after it left): asked about, found paid, sent once', async () => {
    const base = world.money();
    const dropping: PaymentDeps = {
      ...base,
      daraja: {
        ...base.daraja,
        b2c: async (request) => {
          await base.daraja.b2c(request);
          throw new DarajaError('no answer: socket hang up', 0, null, true);
        },
      },
    };
    // Its result lost too: only the status query can tell.
    const { stay, at, row } = await paidOut({ dropB2cResults: 1 }, dropping);
    const [sent] = await payoutsOf(stay.id);
    expect(sent).toMatchObject({ status: 'sent' });
    expect(sent!.failure).toContain('no answer from M-Pesa');
    await askedAbout(row, at);
    await settled(stay.id, (r) => r.status === 'paid', 'paid');
    expect(requestsFor(row)).toBe(1);
  });

  it('a refund goes the same way: its result lost, M-Pesa says paid, refunded once', async () => {
    const { guest, stay } = await world.heldStay(2, 60);
    world.sim.faults({ dropB2cResults: 1 });
    const cancel = await guest.request({
      method: 'POST',
      url: `/api/stays/${stay.id}/cancel`,
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.json().stay.payment).toMatchObject({ state: 'refunded', refunded: 8000 });
    const at = new Date();
    await sendOpenPayouts(world.money(), at);
    const [row] = await payoutsOf(stay.id);
    expect(row!.purpose).toBe('refund');
    await madeAtMpesa(row!);
    await askedAbout(row!, at);
    await settled(stay.id, (r) => r.status === 'paid', 'refunded');
    expect(requestsFor(row!)).toBe(1);
    expect(paidFor(row!)).toBe(1);
    const mine = (await guest.request({ method: 'GET', url: '/api/payments' })).json();
    expect(mine.payments).toContainEqual(expect.objectContaining({ kind: 'refund', amount: 8000, status: 'done' }));
  });
});

describe('when M-Pesa cannot say', () => {
  async function flagged(stayId: string) {
    const [row] = await until(
      () => payoutsOf(stayId),
      (rows) => Boolean(rows[0]?.flag),
      'the flag',
    );
    expect(row).toMatchObject({ status: 'checking' });
    expect(row!.flag).toContain('could not say whether this payout was paid');
    expect(row!.flag).toContain(row!.originatorId);
    const queue = (await (await world.moderator()).request({ method: 'GET', url: '/api/moderation/payments' })).json();
    expect(queue.items).toContainEqual(expect.objectContaining({ kind: 'failed', id: row!.id, detail: row!.flag }));
    return row!;
  }

  it('an answer that says nothing: flagged for an operator, not sent again, and counted for the alert', async () => {
    const { stay, at, row } = await paidOut({ dropB2cResults: 1, vagueStatus: 1 });
    const { later } = await askedAbout(row, at);
    await flagged(stay.id);
    await sendOpenPayouts(world.money(), new Date(later.getTime() + 60 * MINUTE));
    expect(requestsFor(row)).toBe(1);
    expect(queriesFor(row)).toHaveLength(1);
    expect((await world.stayOf(world.host, stay.id)).payment!.state).toBe('released');
    const metrics = await world.ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret' },
    });
    expect(metrics.body).toMatch(/^nyumba_payouts_unknown [1-9]/m);
  });

  it('no answer to the question: flagged once its wait is over, with the alert line, and never sent again', async () => {
    const { deps, warn } = watched();
    const { stay, at, row } = await paidOut({ dropB2cResults: 1, silentStatus: 1 }, deps);
    const { later } = await askedAbout(row, at, deps);
    expect((await payoutsOf(stay.id))[0]).toMatchObject({ status: 'checking', flag: null });
    await sendOpenPayouts(deps, new Date(later.getTime() + STATUS_RESULT_WAIT_MS - 1000));
    expect((await payoutsOf(stay.id))[0]!.flag).toBeNull();
    await sendOpenPayouts(deps, new Date(later.getTime() + STATUS_RESULT_WAIT_MS + 1000));
    const row2 = await flagged(stay.id);
    expect(row2.failure).toBe('no answer to the status query');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ payoutId: row.id, originatorId: row.originatorId }),
      PAYOUT_UNKNOWN_ALERT,
    );
    await sendOpenPayouts(deps, new Date(later.getTime() + 90 * MINUTE));
    expect(requestsFor(row)).toBe(1);
    // Once an operator is asked, a failure posted late sends nothing; M-Pesa's own result that
    // it paid still settles it.
    const made = world.sim.sim.b2cHistory.get(row.originatorId)!;
    const resultAddress = new URL(made.resultUrl).pathname;
    const post = (payload: object) => world.ctx.app.inject({ method: 'POST', url: resultAddress, payload });
    expect((await post(b2cResultOf(made, 'failed'))).statusCode).toBe(200);
    expect((await payoutsOf(stay.id))[0]).toMatchObject({ status: 'checking' });
    expect((await post(b2cResultOf(made, 'paid'))).statusCode).toBe(200);
    expect((await payoutsOf(stay.id))[0]).toMatchObject({
      status: 'paid',
      flag: null,
      transactionId: made.transactionId,
    });
    expect(requestsFor(row)).toBe(1);
  });
});

describe('reading a status result', () => {
  const payout = { originatorId: 'nyumba-1', amount: 4000 } as PayoutRow;
  const result = (code: number | string, parameters?: { Key: string; Value?: unknown }[]) => ({
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: '3213-416199-2',
      ConversationID: 'AG_20180223_0000493344ae97d86f75',
      ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
    },
  });
  const completed = [
    { Key: 'OriginatorConversationID', Value: 'nyumba-1' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'Amount', Value: '4000' },
    { Key: 'ReceiptNo', Value: 'MBN31H462N' },
  ];

  it('paid only when Completed, with a receipt, for its amount, about its request', () => {
    expect(readStatusResult(result(0, completed), payout)).toEqual({ kind: 'paid', receipt: 'MBN31H462N' });
    const other = (key: string, value: unknown) =>
      readStatusResult(
        result(
          0,
          completed.map((p) => (p.Key === key ? { Key: key, Value: value } : p)),
        ),
        payout,
      );
    expect(other('Amount', '400')).toMatchObject({ kind: 'unknown' });
    expect(other('ReceiptNo', '')).toMatchObject({ kind: 'unknown' });
    expect(other('OriginatorConversationID', 'nyumba-2')).toMatchObject({ kind: 'unknown' });
    expect(other('TransactionStatus', 'Pending')).toMatchObject({ kind: 'unknown' });
    expect(other('TransactionStatus', 'Failed')).toMatchObject({ kind: 'not-paid' });
    // One parameter comes as an object, not a list.
    expect(
      readStatusResult(
        { Result: { ...result(0).Result, ResultParameters: { ResultParameter: completed[1] } } },
        payout,
      ),
    ).toMatchObject({ kind: 'unknown' });
  });

  it('not found is not paid; another code, or no parameters, says nothing; not a Result is ignored', () => {
    expect(readStatusResult(result(2032), payout)).toMatchObject({ kind: 'not-paid' });
    expect(readStatusResult(result(2001), payout)).toMatchObject({ kind: 'unknown' });
    expect(readStatusResult(result('SFC_IC0003'), payout)).toMatchObject({ kind: 'unknown' });
    expect(readStatusResult(result(0), payout)).toMatchObject({ kind: 'unknown' });
    expect(readStatusResult({}, payout)).toBeNull();
    expect(readStatusResult(null, payout)).toBeNull();
  });
});
