import {
  codeBeside,
  kenyaToday,
  TENANCY_NOT_FOUND,
  TENANCY_RELEASE_HOURS,
  tenantCancelRefund,
  type Tenancy,
} from '@nyumba/domain';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { tenancies, tenancySignatures } from '../../db/schema-tenancies.ts';
import { notFound } from '../../lib/http-errors.ts';
import { tenancyMoney, tenancyPrompts, type TenancyMoney, type TenancyPrompt } from '../payments/index.ts';

export type TenancyRow = typeof tenancies.$inferSelect;
type Role = Tenancy['role'];

const HOUR_MS = 3_600_000;
const KENYA_OFFSET_MS = 3 * HOUR_MS;
/** The start of a day in Kenya, as an instant. */
export const kenyaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KENYA_OFFSET_MS);
/** When the first month goes to the lister by itself: 48 hours after the move-in date began. */
export const releaseAt = (row: Pick<TenancyRow, 'moveIn'>) =>
  new Date(kenyaDayStart(row.moveIn).getTime() + TENANCY_RELEASE_HOURS * HOUR_MS);

/**
 * A tenancy for one of its two parties (or a moderator): anyone else is told it does not
 * exist, so a stranger cannot learn that one does. Locked for update inside `tx` when asked.
 */
export async function tenancyFor(
  db: Database | Transaction,
  id: string,
  viewer: { id: string; moderator?: boolean },
  lock = false,
): Promise<{ row: TenancyRow; role: Role }> {
  const query = db.select().from(tenancies).where(eq(tenancies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TENANCY_NOT_FOUND);
  if (row.tenantId === viewer.id) return { row, role: 'tenant' };
  if (row.listerId === viewer.id) return { row, role: 'lister' };
  if (viewer.moderator) return { row, role: 'moderator' };
  throw notFound(TENANCY_NOT_FOUND);
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** The answers for these rows, each for `viewerId`'s side, with names, signatures and money from the ledger. */
export async function viewTenancies(
  db: Database | Transaction,
  rows: TenancyRow[],
  viewerId: string,
  testMode: boolean,
  now = new Date(),
): Promise<Tenancy[]> {
  if (rows.length === 0) return [];
  const people = new Map(
    (
      await db
        .select({ id: users.id, name: users.username })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.tenantId, r.listerId]))]))
    ).map((person) => [person.id, person.name]),
  );
  const places = new Map(
    (
      await db
        .select({ id: listings.id, name: listings.name })
        .from(listings)
        .where(inArray(listings.id, [...new Set(rows.map((r) => r.listingId))]))
    ).map((place) => [place.id, place.name]),
  );
  const signatures = await db
    .select()
    .from(tenancySignatures)
    .where(
      inArray(
        tenancySignatures.tenancyId,
        rows.map((r) => r.id),
      ),
    );
  const money = await tenancyMoney(db, rows);
  const prompts = await tenancyPrompts(
    db,
    rows.filter((row) => row.status === 'signed').map((row) => row.id),
  );
  const today = kenyaToday(now);
  return rows.map((row) =>
    view(row, viewerId, {
      people,
      places,
      signatures,
      money: money.get(row.id)!,
      prompt: prompts.get(row.id) ?? null,
      today,
      testMode,
    }),
  );
}

function view(
  row: TenancyRow,
  viewerId: string,
  with_: {
    people: Map<string, string>;
    places: Map<string, string>;
    signatures: (typeof tenancySignatures.$inferSelect)[];
    money: TenancyMoney;
    prompt: TenancyPrompt | null;
    today: string;
    testMode: boolean;
  },
): Tenancy {
  const role: Role = row.tenantId === viewerId ? 'tenant' : row.listerId === viewerId ? 'lister' : 'moderator';
  const signed = with_.signatures.filter((s) => s.tenancyId === row.id && s.agreementHash === row.agreementHash);
  const beforeKeys = row.status === 'paid' || (row.status === 'disputed' && !row.keysAt);
  return {
    id: row.id,
    listingId: row.listingId,
    listingName: with_.places.get(row.listingId) ?? '',
    role,
    tenantName: with_.people.get(row.tenantId) ?? '',
    listerName: with_.people.get(row.listerId) ?? '',
    status: row.status,
    rent: row.rent,
    deposit: row.deposit,
    depositMonths: row.depositMonths,
    moveIn: row.moveIn,
    months: row.months,
    dueDay: row.dueDay,
    noticeMonths: row.noticeMonths,
    utilities: row.utilities,
    houseRules: row.houseRules,
    message: row.message,
    declineReason: row.declineReason,
    agreement:
      row.agreement && row.agreementHash
        ? {
            text: row.agreement,
            hash: row.agreementHash,
            signatures: signed.map((s) => ({
              role: s.role,
              name: with_.people.get(s.userId) ?? '',
              phone: s.phone,
              signedAt: s.signedAt.toISOString(),
            })),
          }
        : null,
    payBy: row.status === 'signed' ? iso(row.payBy) : null,
    releaseAt: beforeKeys && row.status === 'paid' ? releaseAt(row).toISOString() : null,
    inventoryIn: row.inventoryIn ?? null,
    inventoryAnswer: row.inventoryAnswer ?? null,
    problem: row.problem ?? null,
    decision: row.decision ? { outcome: row.decision.outcome, reason: row.decision.reason, at: row.decision.at } : null,
    moveOut: row.moveOut,
    notice:
      row.noticeBy && row.noticeAt
        ? { by: row.noticeBy, at: row.noticeAt.toISOString(), agreed: row.noticeAgreed }
        : null,
    inventoryOut: row.inventoryOut ?? null,
    deductions: row.deductions
      ? {
          items: row.deductions.map((d) => ({ amount: d.amount, reason: d.reason, photos: d.photos ?? [] })),
          total: row.deductions.reduce((sum, d) => sum + d.amount, 0),
          at: iso(row.deductionsAt) ?? '',
          answer: row.deductionsAnswer,
          note: row.deductionsNote ?? '',
        }
      : null,
    money: with_.money,
    cancelRefund:
      row.status === 'paid' && role !== 'lister'
        ? tenantCancelRefund(row, with_.today)
        : row.status === 'accepted' || row.status === 'signed'
          ? tenantCancelRefund(row, with_.today)
          : null,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    // The last prompt's news matters while the tenancy waits for its money.
    failure: row.status === 'signed' ? (with_.prompt?.failure ?? null) : null,
    ...(row.status === 'signed' && with_.prompt?.failure ? codeBeside('failureCode', with_.prompt.failure) : {}),
    paying: row.status === 'signed' && (with_.prompt?.pending ?? false),
    promptedAt: row.status === 'signed' ? (with_.prompt?.promptedAt ?? null) : null,
    receipt: with_.prompt?.receipt ?? null,
    conversationId: null,
    testMode: with_.testMode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's tenancies, as tenant and as lister, newest first. */
export async function tenanciesOf(db: Database, userId: string, testMode: boolean): Promise<Tenancy[]> {
  const rows = await db
    .select()
    .from(tenancies)
    .where(or(eq(tenancies.tenantId, userId), eq(tenancies.listerId, userId)))
    .orderBy(desc(tenancies.createdAt))
    .limit(100);
  return viewTenancies(db, rows, userId, testMode);
}

/** What moderators decide: problems before the keys and disputed deposits, oldest first. */
export async function tenancyQueue(db: Database, moderatorId: string, testMode: boolean): Promise<Tenancy[]> {
  const rows = await db
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.status, 'disputed')))
    .orderBy(tenancies.updatedAt)
    .limit(100);
  return viewTenancies(db, rows, moderatorId, testMode);
}
