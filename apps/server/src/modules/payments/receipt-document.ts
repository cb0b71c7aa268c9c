import { maskPhone, RECEIPT_NOT_FOUND, RECEIPT_NOT_YET, vatIn, type Receipt, type ReceiptLine } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { payments, payouts } from '../../db/schema-payments.ts';
import { tenancies } from '../../db/schema-tenancies.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

type ReceiptSettings = Pick<Config, 'NYUMBA_LEGAL_NAME' | 'NYUMBA_KRA_PIN' | 'VAT_REGISTERED' | 'TOURISM_LEVY_PERCENT'>;

const issuer = (config: ReceiptSettings) => ({
  name: config.NYUMBA_LEGAL_NAME,
  kraPin: config.NYUMBA_KRA_PIN ?? null,
  vatRegistered: config.VAT_REGISTERED,
});

/** Nyumba's fee as a line, with the VAT inside it when Nyumba charges VAT. */
function feeLines(fee: number, config: ReceiptSettings, label: string): ReceiptLine[] {
  if (fee <= 0) return [];
  const lines: ReceiptLine[] = [{ kind: 'fee', label, amount: fee }];
  if (config.VAT_REGISTERED) {
    lines.push({ kind: 'vat', label: 'of which VAT at 16%', amount: vatIn(fee), included: true });
  }
  return lines;
}

const totalOf = (lines: ReceiptLine[]) =>
  lines.filter((line) => !line.included && !line.owedByRecipient).reduce((sum, line) => sum + line.amount, 0);

/** What every receipt says around its lines: the issuer, the person, the total. */
async function receiptOf(
  db: Database,
  config: ReceiptSettings,
  money: { id: string; kind: Receipt['kind']; at: Date; personId: string | null; phone: string; what: string },
  lines: ReceiptLine[],
  mpesaReceipt: string | null,
): Promise<Receipt> {
  return {
    number: money.id,
    kind: money.kind,
    issuedAt: money.at.toISOString(),
    issuer: issuer(config),
    to: { name: await nameOf(db, money.personId), phone: maskPhone(money.phone) },
    what: money.what,
    lines,
    total: totalOf(lines),
    currency: 'KES',
    mpesaReceipt,
  };
}

async function nameOf(db: Database, userId: string | null): Promise<string> {
  if (!userId) return 'Former member';
  const [row] = await db
    .select({ name: users.username, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return !row || row.deletedAt ? 'Former member' : row.name;
}

/** What a paid payment paid for, line by line. */
async function paymentLines(db: Database, row: typeof payments.$inferSelect, config: ReceiptSettings) {
  if (row.purpose === 'feature') return feeLines(row.amount, config, `Featuring "${row.what}"`);
  if (row.purpose === 'tenancy' && row.tenancyId) {
    const [tenancy] = await db
      .select({ rent: tenancies.rent, deposit: tenancies.deposit })
      .from(tenancies)
      .where(eq(tenancies.id, row.tenancyId));
    if (tenancy && tenancy.rent + tenancy.deposit + row.fee === row.amount) {
      return [
        { kind: 'rent' as const, label: 'First month’s rent, held until the keys', amount: tenancy.rent },
        { kind: 'deposit' as const, label: 'Deposit, held until move-out', amount: tenancy.deposit },
        ...feeLines(row.fee, config, 'Nyumba’s service fee'),
      ];
    }
  }
  const label = row.purpose === 'stay' ? `Nights at "${row.what}", held until check-in` : row.what;
  return [
    { kind: row.purpose === 'stay' ? ('nights' as const) : ('rent' as const), label, amount: row.amount - row.fee },
    ...feeLines(row.fee, config, 'Nyumba’s service fee'),
  ];
}

/**
 * The receipt for a payment (to its payer) or a payout or refund (to its recipient): only
 * once the money has moved, and only to the person it is made out to (anyone else: 404).
 */
export async function receiptFor(db: Database, config: ReceiptSettings, userId: string, id: string): Promise<Receipt> {
  const [paid] = await db.select().from(payments).where(eq(payments.id, id));
  if (paid) {
    if (paid.payerId !== userId) throw notFound(RECEIPT_NOT_FOUND);
    if (paid.status !== 'paid' && paid.status !== 'late') throw conflict(RECEIPT_NOT_YET);
    const lines = await paymentLines(db, paid, config);
    const at = paid.answeredAt ?? paid.createdAt;
    return receiptOf(db, config, { ...paid, kind: 'payment', at, personId: paid.payerId }, lines, paid.receipt);
  }
  const [sent] = await db.select().from(payouts).where(eq(payouts.id, id));
  if (!sent || sent.recipientId !== userId) throw notFound(RECEIPT_NOT_FOUND);
  if (sent.status !== 'paid') throw conflict(RECEIPT_NOT_YET);
  const lines: ReceiptLine[] = [
    { kind: sent.purpose === 'refund' ? 'refund' : 'payout', label: sent.what, amount: sent.amount },
  ];
  // A host paid for nights owes the tourism levy on them (the Tourism Act): shown, not deducted.
  if (sent.purpose === 'payout' && sent.stayId && config.TOURISM_LEVY_PERCENT > 0) {
    const [stay] = await db.select({ price: stays.price }).from(stays).where(eq(stays.id, sent.stayId));
    const base = stay?.price ?? sent.amount;
    lines.push({
      kind: 'levy',
      label: `Tourism levy at ${config.TOURISM_LEVY_PERCENT}% of the nights, owed by the host to the Tourism Fund`,
      amount: Math.round((base * config.TOURISM_LEVY_PERCENT) / 100),
      owedByRecipient: true,
    });
  }
  const kind = sent.purpose === 'refund' ? 'refund' : 'payout';
  const at = sent.paidAt ?? sent.createdAt;
  return receiptOf(db, config, { ...sent, kind, at, personId: sent.recipientId }, lines, sent.transactionId);
}
