import { maskPhone, type PaymentLine, type PaymentQueueItem } from '@nyumba/domain';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { stays } from '../../db/schema-bookings.ts';
import { payments, payouts } from '../../db/schema-payments.ts';
import { checkLedger } from './ledger.ts';

/**
 * A person's money on Nyumba, newest first: what they paid (stays, featuring), and what they
 * were paid or refunded, each with M-Pesa's receipt. A paid stay shows as held until it is
 * paid out or refunded.
 */
export async function paymentsOf(db: Database, userId: string): Promise<PaymentLine[]> {
  const paid = await db
    .select({ payment: payments, payState: stays.payState })
    .from(payments)
    .leftJoin(stays, eq(stays.id, payments.stayId))
    .where(and(eq(payments.payerId, userId), inArray(payments.status, ['paid', 'late', 'failed', 'prompted'])))
    .orderBy(desc(payments.createdAt))
    .limit(200);
  const received = await db
    .select()
    .from(payouts)
    .where(eq(payouts.recipientId, userId))
    .orderBy(desc(payouts.createdAt))
    .limit(200);
  const lines: PaymentLine[] = [
    ...paid.map(({ payment, payState }) => ({
      id: payment.id,
      kind: 'paid' as const,
      purpose: payment.purpose,
      amount: payment.amount,
      status:
        payment.status === 'failed'
          ? ('failed' as const)
          : payment.status === 'prompted'
            ? ('pending' as const)
            : payState === 'held' || payState === 'disputed'
              ? ('held' as const)
              : ('done' as const),
      receipt: payment.receipt,
      what: payment.what,
      listingId: payment.listingId,
      stayId: payment.stayId,
      at: (payment.answeredAt ?? payment.createdAt).toISOString(),
    })),
    ...received.map((payout) => ({
      id: payout.id,
      kind: payout.purpose === 'refund' ? ('refund' as const) : ('payout' as const),
      purpose: 'stay' as const,
      amount: payout.amount,
      status:
        payout.status === 'paid'
          ? ('done' as const)
          : payout.status === 'failed'
            ? ('failed' as const)
            : ('pending' as const),
      receipt: payout.transactionId,
      what: payout.what,
      listingId: null,
      stayId: payout.stayId,
      at: (payout.paidAt ?? payout.createdAt).toISOString(),
    })),
  ];
  return lines.sort((a, b) => (a.at < b.at ? 1 : -1));
}

/**
 * The moderators' view of money: stays held for them (a guest reported a problem), payouts due
 * or being sent, payouts that failed, and payments that did not match what was asked, with the
 * ledger's totals.
 */
export async function paymentQueue(
  db: Database,
): Promise<{ items: PaymentQueueItem[]; totals: Record<string, number> }> {
  const disputed = await db
    .select({ stay: stays, name: listings.name })
    .from(stays)
    .innerJoin(listings, eq(listings.id, stays.listingId))
    .where(eq(stays.payState, 'disputed'))
    .orderBy(stays.problemAt)
    .limit(200);
  const open = await db
    .select()
    .from(payouts)
    .where(or(inArray(payouts.status, ['due', 'sent', 'checking', 'failed']), isNotNull(payouts.flag)))
    .orderBy(desc(payouts.createdAt))
    .limit(500);
  const mismatched = await db
    .select()
    .from(payments)
    .where(isNotNull(payments.flag))
    .orderBy(desc(payments.createdAt))
    .limit(200);
  const items: PaymentQueueItem[] = [
    ...disputed.map(({ stay, name }) => ({
      id: stay.id,
      kind: 'disputed' as const,
      stayId: stay.id,
      listingName: name,
      amount: (stay.price ?? 0) + (stay.fee ?? 0),
      phone: '',
      receipt: null,
      detail: `${stay.problemReason ?? ''}: ${stay.problemNote ?? ''}`,
      at: (stay.problemAt ?? stay.createdAt).toISOString(),
    })),
    ...open.map((payout) => ({
      id: payout.id,
      kind: payout.status === 'failed' || payout.flag ? ('failed' as const) : ('due' as const),
      stayId: payout.stayId,
      listingName: payout.what,
      amount: payout.amount,
      phone: payout.phone ? maskPhone(payout.phone) : '',
      receipt: payout.transactionId,
      detail: payout.flag ?? payout.failure ?? `${payout.purpose} ${payout.status}`,
      at: payout.createdAt.toISOString(),
    })),
    ...mismatched.map((payment) => ({
      id: payment.id,
      kind: 'mismatch' as const,
      stayId: payment.stayId,
      listingName: payment.what,
      amount: payment.amount,
      phone: maskPhone(payment.phone),
      receipt: payment.receipt,
      detail: payment.flag ?? '',
      at: payment.createdAt.toISOString(),
    })),
  ];
  const ledger = await checkLedger(db);
  const [paidOut] = await db
    .select({
      payout: sql<number>`COALESCE(SUM(amount) FILTER (WHERE purpose = 'payout' AND status = 'paid'), 0)::int`,
      refund: sql<number>`COALESCE(SUM(amount) FILTER (WHERE purpose = 'refund' AND status = 'paid'), 0)::int`,
      due: sql<number>`COALESCE(SUM(amount) FILTER (WHERE status IN ('due', 'sent', 'checking')), 0)::int`,
    })
    .from(payouts);
  return {
    items,
    totals: {
      held: -(ledger.balances.held ?? 0),
      due: paidOut?.due ?? 0,
      paidOut: paidOut?.payout ?? 0,
      refunded: paidOut?.refund ?? 0,
      fees: -(ledger.balances.fees ?? 0),
    },
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The moderators' queue as CSV, for a spreadsheet. */
export function queueCsv(items: PaymentQueueItem[]): string {
  const head = ['kind', 'at', 'listing', 'amount_ksh', 'phone', 'receipt', 'stay', 'detail'];
  const lines = items.map((item) =>
    [item.kind, item.at, item.listingName, item.amount, item.phone, item.receipt, item.stayId, item.detail]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...lines].join('\n')}\n`;
}
