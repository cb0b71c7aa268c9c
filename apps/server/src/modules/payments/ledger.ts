import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.ts';
import { ledgerEntries, ledgerJournals, type LedgerAccount } from '../../db/schema-payments.ts';

/**
 * The double-entry ledger (docs/payments.md, "The ledger"). Every movement of money is one
 * journal whose entries sum to zero, written in the transaction of the state change it
 * records. Debits are positive, credits negative, in whole shillings:
 *
 * - mpesa: money at M-Pesa (the paybill and the B2C account), an asset;
 * - held: guests' money held for their stays;
 * - payable: owed to a person (`party`) and not yet sent to them by B2C;
 * - fees, featured: Nyumba's income from stays and from featured listings;
 * - suspense: money that arrived but matched no request exactly, for an operator.
 *
 * The database refuses a journal that does not balance (a deferred constraint trigger checks
 * each at commit) and any change or deletion of what was written (migration 0031).
 */
export interface Entry {
  account: LedgerAccount;
  amount: number;
  party?: string | null;
}

export interface JournalHead {
  kind: (typeof ledgerJournals.$inferInsert)['kind'];
  stayId?: string | null;
  tenancyId?: string | null;
  jobId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  memo?: string;
}

/** Writes one balanced journal (the trigger refuses it at commit otherwise; checked here first). */
export async function post(tx: Transaction, head: JournalHead, entries: Entry[]): Promise<number> {
  const live = entries.filter((entry) => entry.amount !== 0);
  const sum = live.reduce((total, entry) => total + entry.amount, 0);
  if (live.length < 2 || sum !== 0 || live.some((entry) => !Number.isInteger(entry.amount)))
    throw new Error(`ledger: journal ${head.kind} does not balance (${JSON.stringify(live)})`);
  const [journal] = await tx
    .insert(ledgerJournals)
    .values({
      kind: head.kind,
      stayId: head.stayId ?? null,
      tenancyId: head.tenancyId ?? null,
      jobId: head.jobId ?? null,
      paymentId: head.paymentId ?? null,
      payoutId: head.payoutId ?? null,
      memo: head.memo ?? null,
    })
    .returning({ id: ledgerJournals.id });
  await tx.insert(ledgerEntries).values(
    live.map((entry) => ({
      journalId: journal!.id,
      account: entry.account,
      partyId: entry.party ?? null,
      amount: entry.amount,
    })),
  );
  return journal!.id;
}

/** A stay whose `held` balance is not what its state says it should hold. */
interface StayOff {
  stayId: string;
  /** Its pay state (null: payments were off when it was accepted). */
  state: string | null;
  /** What it should hold: its price while held or disputed, else nothing. */
  expected: number;
  /** What the ledger's `held` account holds for it (credits, so shown positive). */
  held: number;
}

export interface LedgerCheck {
  journals: number;
  entries: number;
  /** Journals whose entries do not sum to zero (the trigger makes this 0). */
  unbalanced: number;
  /** The sum of every entry (0). */
  total: number;
  /** Stays whose held money disagrees with their state, and the first of them. */
  staysOff: number;
  stays: StayOff[];
  /** Stays holding less than nothing (more paid out of `held` than went in). */
  heldNegative: number;
  /**
   * Tenancies whose held first month or deposit disagrees with their state (or is below
   * nothing), and the first of them by id.
   */
  tenanciesOff: number;
  tenancies: string[];
  /** Jobs whose held money is not their current stage's price while paid, done or disputed (or nothing otherwise). */
  jobsOff: number;
  jobs: string[];
  /** Per account, for the moderators' totals. */
  balances: Record<string, number>;
}

/** Stays reported by name in a check (the count covers them all). */
const STAYS_LISTED = 100;

/**
 * The whole ledger checked at once: every journal balanced, the total zero, and each stay's
 * `held` balance what its state says. The money of a stay paid and not yet settled (held, or
 * disputed for a moderator) sits in `held` as its price, the guest's payment less Nyumba's fee
 * (stay-money.ts creditStay); settling it (released, refunded: settle.ts) empties it, and a
 * stay never paid (due, lapsed, cancelled before paying, payments off) holds nothing. Held
 * entries carry no party: a stay's are those of the journals that name it (`stay_id`), and a
 * held entry in a journal naming no stay counts as a stay of its own (id null), which should
 * not exist. A test runs it after every path; the bench times it at a million entries.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const [counts] = await queryRows<{ journals: number; entries: number; total: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM ledger_journals)::int AS journals,
               count(*)::int AS entries, COALESCE(SUM(amount), 0)::bigint AS total
        FROM ledger_entries`,
  );
  const [unbalanced] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING SUM(amount) <> 0) off`,
  );
  const off = await queryRows<StayOff & { total: number }>(
    db,
    sql`WITH held AS (
          SELECT j.stay_id, -SUM(e.amount)::bigint AS held
          FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
          WHERE e.account = 'held' GROUP BY j.stay_id),
        per_stay AS (
          SELECT COALESCE(s.id, h.stay_id) AS stay_id, s.pay_state AS state,
                 CASE WHEN s.pay_state IN ('held', 'disputed') THEN COALESCE(s.price, 0) ELSE 0 END AS expected,
                 COALESCE(h.held, 0) AS held
          FROM held h FULL JOIN (SELECT id, pay_state, price FROM stays WHERE pay_state IN ('held', 'disputed')) s
            ON s.id = h.stay_id)
        SELECT p.stay_id AS "stayId", COALESCE(p.state, st.pay_state) AS state,
               p.expected::int AS expected, p.held::int AS held, count(*) OVER ()::int AS total
        FROM per_stay p LEFT JOIN stays st ON st.id = p.stay_id
        WHERE p.held <> p.expected
        ORDER BY p.stay_id NULLS FIRST LIMIT ${STAYS_LISTED}`,
  );
  const [negative] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT j.stay_id FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
          WHERE e.account = 'held' GROUP BY j.stay_id HAVING SUM(e.amount) > 0) below`,
  );
  const tenancies = await tenanciesOff(db);
  const jobs = await jobsOff(db);
  const rows = await queryRows<{ account: string; balance: number }>(
    db,
    sql`SELECT account, SUM(amount)::bigint AS balance FROM ledger_entries GROUP BY account`,
  );
  return {
    journals: counts?.journals ?? 0,
    entries: counts?.entries ?? 0,
    unbalanced: unbalanced?.n ?? 0,
    total: Number(counts?.total ?? 0),
    staysOff: off[0]?.total ?? 0,
    stays: off.map(({ stayId, state, expected, held }) => ({ stayId, state, expected, held })),
    heldNegative: negative?.n ?? 0,
    tenanciesOff: tenancies[0]?.total ?? 0,
    tenancies: tenancies.map((row) => row.id),
    jobsOff: jobs[0]?.total ?? 0,
    jobs: jobs.map((row) => row.id),
    balances: Object.fromEntries(rows.map((row) => [row.account, Number(row.balance)])),
  };
}

/**
 * Each tenancy's held money against its state (docs/tenancies.md): paid and not yet moved in
 * (or disputed before the keys) holds its first month and its deposit; moved in, ending, or
 * disputed over the deposit holds the deposit alone; everything else holds nothing. Neither
 * held account of a tenancy is ever below nothing.
 */
async function tenanciesOff(db: Database) {
  return queryRows<{ id: string; total: number }>(
    db,
    sql`WITH held AS (
          SELECT j.tenancy_id,
                 -SUM(e.amount) FILTER (WHERE e.account = 'held-rent')::bigint AS rent,
                 -SUM(e.amount) FILTER (WHERE e.account = 'held-deposit')::bigint AS deposit
          FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
          WHERE e.account IN ('held-rent', 'held-deposit') GROUP BY j.tenancy_id),
        expected AS (
          SELECT t.id,
                 CASE WHEN t.status = 'paid' OR (t.status = 'disputed' AND t.keys_at IS NULL) THEN t.rent ELSE 0 END AS rent,
                 CASE WHEN t.status IN ('paid', 'moved-in', 'ending', 'disputed') THEN t.deposit ELSE 0 END AS deposit
          FROM tenancies t)
        SELECT COALESCE(x.id, h.tenancy_id) AS id, count(*) OVER ()::int AS total
        FROM held h FULL JOIN expected x ON x.id = h.tenancy_id
        WHERE COALESCE(h.rent, 0) <> COALESCE(x.rent, 0) OR COALESCE(h.deposit, 0) <> COALESCE(x.deposit, 0)
           OR COALESCE(h.rent, 0) < 0 OR COALESCE(h.deposit, 0) < 0
        ORDER BY 1 NULLS FIRST LIMIT ${STAYS_LISTED}`,
  );
}

/**
 * Each job's held money against its state (docs/jobs.md): paid, done or disputed holds the
 * current stage's price (the accepted quote's stage, or its whole price); everything else
 * holds nothing, and never below nothing.
 */
async function jobsOff(db: Database) {
  return queryRows<{ id: string; total: number }>(
    db,
    sql`WITH held AS (
          SELECT j.job_id, -SUM(e.amount)::bigint AS held
          FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
          WHERE e.account = 'held-job' GROUP BY j.job_id),
        expected AS (
          SELECT jb.id,
                 CASE WHEN jb.status IN ('paid', 'done', 'disputed')
                      THEN COALESCE((q.stages -> jb.stage::int ->> 'amount')::bigint, q.price) ELSE 0 END AS held
          FROM jobs jb LEFT JOIN job_quotes q ON q.id = jb.accepted_quote_id
          WHERE jb.accepted_quote_id IS NOT NULL)
        SELECT COALESCE(x.id, h.job_id) AS id, count(*) OVER ()::int AS total
        FROM held h FULL JOIN expected x ON x.id = h.job_id
        WHERE COALESCE(h.held, 0) <> COALESCE(x.held, 0) OR COALESCE(h.held, 0) < 0
        ORDER BY 1 NULLS FIRST LIMIT ${STAYS_LISTED}`,
  );
}
