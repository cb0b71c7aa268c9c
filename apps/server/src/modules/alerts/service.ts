import { recordConsent } from '../privacy/index.ts';
import {
  ALERT_LIMIT_REACHED,
  ALERT_NOT_FOUND,
  ALERT_UNSUBSCRIBE_INVALID,
  alertQuery,
  describeAlert,
  MAX_ALERTS_PER_USER,
  type Alert,
  type AlertBody,
  type AlertUpdateBody,
} from '@nyumba/domain';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { sameSecret } from '../../lib/secrets.ts';
import type { Database } from '../../db/database.ts';
import { lockAccount } from '../../db/row-locks.ts';
import { searchAlerts } from '../../db/schema-alerts.ts';
import { listings } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { alertConditions, parseStoredFilters } from './matching.ts';
import { firstCheckAt } from './schedule.ts';

type AlertRow = typeof searchAlerts.$inferSelect;

/** The app's "N new" stops counting here: past it, "100+" says enough. */
const NEW_COUNT_CAP = 100;

/** Matching listings created since the owner last opened the alert, counted up to the cap. */
async function newCount(db: Database, row: AlertRow): Promise<number> {
  const filters = parseStoredFilters(row.filters);
  const conditions = filters && (await alertConditions(db, filters));
  if (!conditions) return 0;
  const capped = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(conditions, gt(listings.createdAt, row.lastOpenedAt), sql`${listings.ownerId} <> ${row.userId}`))
    .limit(NEW_COUNT_CAP)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return counted?.n ?? 0;
}

async function toAlert(db: Database, row: AlertRow): Promise<Alert> {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.pausedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    newCount: await newCount(db, row),
  };
}

export async function myAlerts(db: Database, userId: string): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .orderBy(desc(searchAlerts.createdAt));
  return Promise.all(rows.map((row) => toAlert(db, row)));
}

/**
 * Saves an alert. The count and the insert run under the owner's row lock, so parallel
 * requests cannot pass the limit together. The alert starts from now: listings created
 * before it are the search page's, not news.
 */
/**
 * Saves a search as an alert, or answers the caller's alert for that very search (the same
 * filters, in any order) without adding a second: pressing "Alert me" twice, or on two
 * tabs at once, must not mail the same listings twice.
 */
export async function createAlert(
  db: Database,
  userId: string,
  body: AlertBody,
): Promise<{ alert: Alert; created: boolean }> {
  const filters = alertQuery(body.filters);
  let created = true;
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [same] = await tx
      .select()
      .from(searchAlerts)
      .where(and(eq(searchAlerts.userId, userId), sql`${searchAlerts.filters} = ${JSON.stringify(filters)}::jsonb`))
      .limit(1);
    if (same) {
      created = false;
      return same;
    }
    const [existing] = await tx.select({ n: count() }).from(searchAlerts).where(eq(searchAlerts.userId, userId));
    if ((existing?.n ?? 0) >= MAX_ALERTS_PER_USER) throw conflict(ALERT_LIMIT_REACHED);
    // Saving an alert is asking for its mails: the consent is recorded with it.
    await recordConsent(tx, userId, 'alerts', true, { channel: 'web', address: null });
    const now = new Date();
    const [inserted] = await tx
      .insert(searchAlerts)
      .values({
        userId,
        name: body.name ?? describeAlert(body.filters),
        filters,
        frequency: body.frequency,
        unsubscribeToken: randomBytes(32).toString('base64url'),
        checkedUntil: now,
        nextCheckAt: firstCheckAt(body.frequency, now),
        lastOpenedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return { alert: await toAlert(db, row), created };
}

const ownAlert = (id: string, userId: string) => and(eq(searchAlerts.id, id), eq(searchAlerts.userId, userId));

export async function updateAlert(db: Database, userId: string, id: string, body: AlertUpdateBody): Promise<Alert> {
  const now = new Date();
  const changes: Partial<typeof searchAlerts.$inferInsert> = { updatedAt: now };
  if (body.name !== undefined) changes.name = body.name;
  if (body.frequency !== undefined) {
    changes.frequency = body.frequency;
    changes.nextCheckAt = firstCheckAt(body.frequency, now);
  }
  if (body.paused === true) changes.pausedAt = now;
  // Resuming does not mail what came while paused: the alert watches from now again.
  if (body.paused === false) Object.assign(changes, { pausedAt: null, checkedUntil: now });
  const [row] = await db.update(searchAlerts).set(changes).where(ownAlert(id, userId)).returning();
  if (!row) throw notFound(ALERT_NOT_FOUND);
  return toAlert(db, row);
}

export async function deleteAlert(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db.delete(searchAlerts).where(ownAlert(id, userId)).returning({ id: searchAlerts.id });
  if (gone.length === 0) throw notFound(ALERT_NOT_FOUND);
}

/** The owner opened the alert's results: "N new" counts from now. */
export async function markAlertOpened(db: Database, userId: string, id: string): Promise<Alert> {
  const [row] = await db.update(searchAlerts).set({ lastOpenedAt: new Date() }).where(ownAlert(id, userId)).returning();
  if (!row) throw notFound(ALERT_NOT_FOUND);
  return toAlert(db, row);
}

/**
 * The e-mail's unsubscribe link: the alert is paused (the owner can resume it in My alerts).
 * A wrong token and an unknown alert give the same answer, so the link reveals nothing.
 */
export async function unsubscribe(db: Database, alertId: string, token: string): Promise<{ name: string }> {
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, alertId));
  if (!row || !sameSecret(token, row.unsubscribeToken)) throw notFound(ALERT_UNSUBSCRIBE_INVALID);
  if (!row.pausedAt) {
    await db
      .update(searchAlerts)
      .set({ pausedAt: new Date(), updatedAt: new Date() })
      .where(eq(searchAlerts.id, alertId));
  }
  return { name: row.name };
}
