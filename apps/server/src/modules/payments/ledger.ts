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

export interface LedgerCheck {
  journals: number;
  entries: number;
  /** Journals whose entries do not sum to zero (the trigger makes this 0). */
  unbalanced: number;
  /** The sum of every entry, and of every stay's and every party's (each 0). */
  total: number;
  staysOff: number;
  heldNegative: number;
  /** Per account, for the moderators' totals. */
  balances: Record<string, number>;
}

/**
 * The whole ledger checked at once: every journal balanced, the total zero, no stay's journals
 * off zero, and no stay holding less than nothing. A test runs it after every path; the
 * bench times it at a million entries.
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
  const [stays] = await queryRows<{ off: number; negative: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE total <> 0)::int AS off, count(*) FILTER (WHERE held < 0)::int AS negative
        FROM (SELECT j.stay_id, SUM(e.amount) AS total,
                     -SUM(e.amount) FILTER (WHERE e.account = 'held') AS held
              FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
              WHERE j.stay_id IS NOT NULL GROUP BY j.stay_id) per_stay`,
  );
  const rows = await queryRows<{ account: string; balance: number }>(
    db,
    sql`SELECT account, SUM(amount)::bigint AS balance FROM ledger_entries GROUP BY account`,
  );
  return {
    journals: counts?.journals ?? 0,
    entries: counts?.entries ?? 0,
    unbalanced: unbalanced?.n ?? 0,
    total: Number(counts?.total ?? 0),
    staysOff: stays?.off ?? 0,
    heldNegative: stays?.negative ?? 0,
    balances: Object.fromEntries(rows.map((row) => [row.account, Number(row.balance)])),
  };
}
