import {
  CARETAKER_CONFIRMED,
  CARETAKER_NEEDS_PROVEN_PHONE,
  CARETAKER_REFUSED,
  CARETAKER_REQUEST_NOT_FOUND,
  TERMS_NOT_CURRENT,
  TERMS_VERSION,
} from '@nyumba/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';

// What a person confirms about themselves, and what a landlord confirms about their
// caretaker (docs/privacy.md, "Honest labels").

/** Caretakers naming `landlord`'s proven number, not yet answered. */
const waitingFor = (phone: string) =>
  and(
    eq(users.landlordPhone, phone),
    eq(users.listerRole, 'caretaker'),
    isNull(users.caretakerConfirmedAt),
    isNull(users.caretakerRefusedAt),
    isNull(users.deletedAt),
  );

export async function caretakerRequestsFor(db: Database, landlord: UserRow) {
  // Only a number proven by a code is the landlord's to answer for.
  if (!landlord.phone || !landlord.phoneVerifiedAt) return [];
  const rows = await db
    .select({ id: users.id, name: users.username, at: users.updatedAt })
    .from(users)
    .where(waitingFor(landlord.phone))
    .orderBy(asc(users.updatedAt))
    .limit(50);
  return rows
    .filter((row) => row.id !== landlord.id)
    .map((row) => ({ id: row.id, name: row.name, createdAt: row.at.toISOString() }));
}

/** The landlord answers from their own proven number: yes shows "Caretaker", no stops the asking. */
export async function answerCaretaker(db: Database, landlord: UserRow, caretakerId: string, confirm: boolean) {
  if (!landlord.phone || !landlord.phoneVerifiedAt) throw forbidden(CARETAKER_NEEDS_PROVEN_PHONE);
  if (caretakerId === landlord.id) throw notFound(CARETAKER_REQUEST_NOT_FOUND);
  const now = new Date();
  const [row] = await db
    .update(users)
    .set(confirm ? { caretakerConfirmedAt: now } : { caretakerRefusedAt: now })
    .where(and(eq(users.id, caretakerId), waitingFor(landlord.phone)))
    .returning({ id: users.id });
  if (!row) throw notFound(CARETAKER_REQUEST_NOT_FOUND);
  return confirm ? CARETAKER_CONFIRMED : CARETAKER_REFUSED;
}

export async function confirmAdult(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ adultConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.adultConfirmedAt)));
}

export async function acceptTerms(db: Database, userId: string, version: string): Promise<void> {
  if (version !== TERMS_VERSION) throw new HttpError(409, TERMS_NOT_CURRENT);
  await db.update(users).set({ termsVersion: version, termsAcceptedAt: new Date() }).where(eq(users.id, userId));
}
