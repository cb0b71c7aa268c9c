import {
  addDays,
  DAY_MS,
  kenyaToday,
  TENANCY_DEDUCTIONS_ANSWER_DAYS,
  TENANCY_DEPOSIT_SILENCE_DAYS,
  TENANCY_RELEASE_HOURS,
} from '@nyumba/domain';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { tenancies } from '../../db/schema-tenancies.ts';
import { fiveMinuteClock } from '../../jobs/clock-job.ts';
import type { TenancyDeps } from './deps.ts';
import { releaseRent, settleDeposit } from './money-service.ts';
import { tellParty } from './tenancy-notices.ts';
import { kenyaDayStart, releaseAt, type TenancyRow } from './tenancy-read.ts';

// What waits on the clock (every five minutes, once for the cluster): acceptances that were
// never signed or paid lapse, the first month goes to the lister 48 hours after the move-in
// date when nobody spoke, the tenant is reminded on the move-in day, a lister silent 14 days
// after the move-out returns the whole deposit, a tenant silent 7 days accepts the deductions.
// Each tenancy is taken under a row lock and its state checked again, so two runs, or a run
// and a person acting at the same moment, do each thing once.

/** Rows a run takes at a time: a run touches a page, the next run the next. */
const BATCH = 500;

async function eachLocked(
  deps: TenancyDeps,
  ids: string[],
  still: (row: TenancyRow) => boolean,
  act: (tx: Parameters<Parameters<TenancyDeps['db']['transaction']>[0]>[0], row: TenancyRow) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    const acted = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(tenancies).where(eq(tenancies.id, id)).for('update', { skipLocked: true });
      if (!row || !still(row)) return false;
      await act(tx, row);
      return true;
    });
    if (acted) done += 1;
  }
  return done;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

export async function tenancyTick(deps: TenancyDeps, now = new Date()) {
  const today = kenyaToday(now);
  const set = (values: Partial<TenancyRow>) => ({ ...values, updatedAt: now });

  // Never signed within the pay window of the acceptance, or signed and not paid in time.
  const stale = await deps.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      or(
        and(eq(tenancies.status, 'signed'), lt(tenancies.payBy, now)),
        and(eq(tenancies.status, 'accepted'), lt(tenancies.acceptedAt, new Date(now.getTime() - 7 * DAY_MS))),
      ),
    )
    .limit(BATCH);
  const lapsed = await eachLocked(
    deps,
    ids(stale),
    (row) =>
      (row.status === 'signed' && !!row.payBy && row.payBy < now) ||
      (row.status === 'accepted' && !!row.acceptedAt && row.acceptedAt.getTime() < now.getTime() - 7 * DAY_MS),
    async (tx, row) => {
      await tx
        .update(tenancies)
        .set(set({ status: 'lapsed', endedAt: now }))
        .where(eq(tenancies.id, row.id));
      await tellParty(deps, tx, row.tenantId, row.id, 'tenancyNews');
    },
  );

  // Paid, no keys confirmed and no problem 48 hours after the move-in date began.
  const releaseBefore = addDays(today, -Math.ceil(TENANCY_RELEASE_HOURS / 24));
  const due = await deps.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.status, 'paid'), lte(tenancies.moveIn, releaseBefore)))
    .limit(BATCH);
  const released = await eachLocked(
    deps,
    ids(due),
    (row) => row.status === 'paid' && releaseAt(row) <= now,
    async (tx, row) => {
      await releaseRent(deps, tx, row, 'nobody spoke 48 hours after the move-in date');
      await tx
        .update(tenancies)
        .set(set({ status: 'moved-in', keysAt: now }))
        .where(eq(tenancies.id, row.id));
      await tellParty(deps, tx, row.tenantId, row.id, 'tenancyNews');
      await tellParty(deps, tx, row.listerId, row.id, 'tenancyNews');
    },
  );

  // The move-in day: the tenant is asked once to confirm the keys or report a problem.
  const moving = await deps.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.status, 'paid'),
        lte(tenancies.moveIn, today),
        sql`NOT (${tenancies.reminded} @> '["keys"]'::jsonb)`,
      ),
    )
    .limit(BATCH);
  const reminded = await eachLocked(
    deps,
    ids(moving),
    (row) => row.status === 'paid' && !row.reminded.includes('keys') && now >= kenyaDayStart(row.moveIn),
    async (tx, row) => {
      await tx
        .update(tenancies)
        .set(set({ reminded: [...row.reminded, 'keys'] }))
        .where(eq(tenancies.id, row.id));
      await tellParty(deps, tx, row.tenantId, row.id, 'tenancyKeys');
    },
  );

  // A lister silent 14 days after the move-out: the whole deposit back.
  const silent = await deps.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.status, 'ending'),
        isNull(tenancies.deductionsAt),
        lte(tenancies.moveOut, addDays(today, -TENANCY_DEPOSIT_SILENCE_DAYS)),
      ),
    )
    .limit(BATCH);
  const returned = await eachLocked(
    deps,
    ids(silent),
    (row) =>
      row.status === 'ending' &&
      !row.deductionsAt &&
      !!row.moveOut &&
      row.moveOut <= addDays(today, -TENANCY_DEPOSIT_SILENCE_DAYS),
    async (tx, row) => {
      await settleDeposit(
        deps,
        tx,
        row,
        0,
        `the lister recorded nothing within ${TENANCY_DEPOSIT_SILENCE_DAYS} days of the move-out`,
      );
      await tx
        .update(tenancies)
        .set(set({ status: 'ended', endedAt: now }))
        .where(eq(tenancies.id, row.id));
      await tellParty(deps, tx, row.tenantId, row.id, 'tenancyNews');
    },
  );

  // A tenant silent 7 days after the deductions: accepted.
  const unanswered = await deps.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.status, 'ending'),
        isNull(tenancies.deductionsAnswer),
        lt(tenancies.deductionsAt, new Date(now.getTime() - TENANCY_DEDUCTIONS_ANSWER_DAYS * DAY_MS)),
      ),
    )
    .limit(BATCH);
  const accepted = await eachLocked(
    deps,
    ids(unanswered),
    (row) => row.status === 'ending' && !row.deductionsAnswer && !!row.deductionsAt,
    async (tx, row) => {
      const total = (row.deductions ?? []).reduce((sum, d) => sum + d.amount, 0);
      await settleDeposit(
        deps,
        tx,
        row,
        total,
        `the tenant did not answer the deductions within ${TENANCY_DEDUCTIONS_ANSWER_DAYS} days`,
      );
      await tx
        .update(tenancies)
        .set(set({ status: 'ended', deductionsAnswer: 'accept', endedAt: now }))
        .where(eq(tenancies.id, row.id));
      await tellParty(deps, tx, row.listerId, row.id, 'tenancyNews');
    },
  );
  return { lapsed, released, reminded, returned, accepted };
}

export function tenancyTickJob(deps: () => TenancyDeps | null) {
  return fiveMinuteClock('tenancy-tick', deps, (ready) => tenancyTick(ready), 'tenancies kept');
}
