import {
  PHONE_ALREADY_YOURS,
  PHONE_CODE_SENT,
  PHONE_CODE_USED,
  PHONE_NONE,
  PHONE_ONLY_SIGN_IN,
  PHONE_TAKEN,
  type AddPhoneBody,
  type CodeSentResponse,
  type VerifyPhoneBody,
} from '@nyumba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { phoneHistory, phoneNumbers } from '../../db/schema-phone.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { checkCode, sendCode, spendCode, type CodeDeps } from './codes.ts';
import { parseMobile } from './numbers.ts';
import { queueSms } from './sms.ts';

const languageOf = (user: { language: string | null }) => (user.language === 'sw' ? 'sw' : 'en');

export interface NumberDeps extends CodeDeps {
  allowedPrefixes: readonly string[];
  publicUrl: string;
}

/**
 * Makes `phone` a number `userId` proved, in `tx`: the key on phone_numbers is the number, so
 * one account holds it at a time, and two accounts proving one number at once get one 409.
 * Kept in the number's history either way (moderators count the accounts it was on).
 */
export async function holdNumber(tx: Transaction, userId: string, phone: string, signIn: boolean): Promise<void> {
  const [holder] = await tx.select().from(phoneNumbers).where(eq(phoneNumbers.phone, phone)).for('update');
  if (holder && holder.userId !== userId) throw conflict(PHONE_TAKEN, 'phone');
  if (holder) {
    if (signIn && !holder.signIn)
      await tx.update(phoneNumbers).set({ signIn: true }).where(eq(phoneNumbers.phone, phone));
    return;
  }
  try {
    await tx.insert(phoneNumbers).values({ phone, userId, signIn });
  } catch (error) {
    // Another account proved it in the same moment: the key decides, this one gives way
    // (its whole transaction rolls back, the code unspent).
    if (uniqueViolation(error)) throw conflict(PHONE_TAKEN, 'phone');
    throw error;
  }
  await tx.insert(phoneHistory).values({ phone, userId });
}

/** The account lets a number go (removed, or replaced by another): it is free for whoever proves it next. */
async function releaseNumber(tx: Transaction, userId: string, phone: string): Promise<void> {
  await tx.delete(phoneNumbers).where(and(eq(phoneNumbers.phone, phone), eq(phoneNumbers.userId, userId)));
  await tx
    .update(phoneHistory)
    .set({ releasedAt: new Date() })
    .where(and(eq(phoneHistory.phone, phone), eq(phoneHistory.userId, userId), isNull(phoneHistory.releasedAt)));
}

/**
 * Asks to add (or change to) a number: a code goes to it. A number proven on another account
 * is answered the same (a code goes, and proving it then says it is taken), so the form tells
 * nobody whose number is whose.
 */
export async function requestNumber(
  deps: NumberDeps,
  user: UserRow,
  body: AddPhoneBody,
  address: string | null,
): Promise<CodeSentResponse> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  if (user.phoneVerifiedAt && user.phone === phone) throw conflict(PHONE_ALREADY_YOURS, 'phone');
  const sent = await deps.db.transaction((tx) =>
    sendCode(deps, tx, {
      userId: user.id,
      phone,
      purpose: 'sign-in-number',
      address,
      language: user.language,
    }),
  );
  return { success: true, message: PHONE_CODE_SENT, ...sent };
}

/**
 * The code proves the number: it becomes the account's sign-in number, and a number it
 * replaces is let go, its holder told by SMS (a stolen session must not move an account to
 * another phone quietly). Proving a number another account holds is refused (409) until that
 * account lets it go or is deleted.
 */
export async function proveNumber(deps: NumberDeps, user: UserRow, body: VerifyPhoneBody): Promise<UserRow> {
  const phone = parseMobile(body.phone, deps.allowedPrefixes);
  const key = { userId: user.id, phone, purpose: 'sign-in-number' as const };
  const code = await checkCode(deps.db, key, body.code);
  return deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, key, code.codeHash))) throw badRequest('code', PHONE_CODE_USED);
    const [me] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const old = me?.phoneVerifiedAt && me.phone !== phone ? me.phone : null;
    if (old) await releaseNumber(tx, user.id, old);
    await holdNumber(tx, user.id, phone, true);
    const [updated] = await tx
      .update(users)
      .set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (old) {
      await queueSms(deps, tx, {
        to: old,
        kind: 'security',
        content: { say: 'numberReplaced', language: languageOf(user) },
        userId: user.id,
        reserved: true,
      });
    }
    return updated!;
  });
}

/**
 * Removes the account's number (its password checked by the route). An account that signs in
 * only with it keeps it: it would lock itself out. The number is told by SMS.
 */
export async function removeNumber(deps: NumberDeps, user: UserRow): Promise<UserRow> {
  if (!user.phone || !user.phoneVerifiedAt) throw badRequest('phone', PHONE_NONE);
  if (!user.email && !user.googleSubject) throw conflict(PHONE_ONLY_SIGN_IN, 'phone');
  const phone = user.phone;
  return deps.db.transaction(async (tx) => {
    await releaseNumber(tx, user.id, phone);
    const [updated] = await tx
      .update(users)
      .set({ phone: null, phoneVerifiedAt: null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await queueSms(deps, tx, {
      to: phone,
      kind: 'security',
      content: { say: 'numberRemoved', language: languageOf(user) },
      userId: user.id,
      reserved: true,
    });
    return updated!;
  });
}
