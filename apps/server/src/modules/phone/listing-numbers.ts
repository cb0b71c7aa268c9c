import {
  LISTING_NUMBER_NOT_PENDING,
  LISTING_NUMBER_PENDING,
  LISTING_NUMBER_PROVEN,
  PHONE_CODE_USED,
  type CodeSentResponse,
} from '@nyumba/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { phoneNumbers } from '../../db/schema-phone.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { checkCode, sendCode, spendCode } from './codes.ts';
import { holdNumber, type NumberDeps } from './number-service.ts';
import { parseMobile } from './numbers.ts';

export type NumberProof =
  | { state: 'proven'; provenAt: Date }
  | { state: 'pending'; sent: Omit<CodeSentResponse, 'success' | 'message'> | null; problem?: string };

/**
 * Where a listing's contact number stands for its lister, in the transaction that writes the
 * listing: a number they proved (as their sign-in number or for another listing) is 'proven';
 * any other is 'pending', and a code goes to it (a listing is saved either way, and published
 * when its lister enters the code). A number that cannot take an SMS (a landline, a number
 * abroad) cannot be proven, so it is refused for a listing.
 */
export async function proofForListing(
  deps: NumberDeps,
  tx: Transaction,
  listing: { id: string; ownerId: string; phone: string; language: string | null },
  address: string | null,
): Promise<NumberProof> {
  const phone = parseMobile(listing.phone, deps.allowedPrefixes, 'phone_number');
  const [held] = await tx
    .select({ provenAt: phoneNumbers.provenAt })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.phone, phone), eq(phoneNumbers.userId, listing.ownerId)));
  if (held) return { state: 'proven', provenAt: held.provenAt };
  try {
    const sent = await sendCode(deps, tx, {
      userId: listing.ownerId,
      phone,
      purpose: 'listing-number',
      listingId: listing.id,
      address,
      language: listing.language,
    });
    return { state: 'pending', sent };
  } catch (error) {
    // Caps or a code sent a minute ago: the listing is still saved, waiting for its code.
    if (error instanceof HttpError && (error.statusCode === 429 || error.statusCode === 503))
      return { state: 'pending', sent: null, problem: error.message };
    throw error;
  }
}

async function ownListing(deps: NumberDeps, listingId: string, userId: string) {
  const [row] = await deps.db
    .select({ id: listings.id, ownerId: listings.ownerId, phone: listings.phoneNumber, proof: listings.phoneProof })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) throw notFound('Listing not found');
  if (row.ownerId !== userId) throw forbidden('You can only change your own listings');
  return row;
}

/**
 * The code sent to a listing's number: the number is the lister's (one account at a time),
 * and every listing of theirs waiting on it is published.
 */
export async function proveListingNumber(deps: NumberDeps, userId: string, listingId: string, code: string) {
  const listing = await ownListing(deps, listingId, userId);
  if (listing.proof === 'proven') throw conflict(LISTING_NUMBER_NOT_PENDING);
  const phone = parseMobile(listing.phone, deps.allowedPrefixes, 'phone_number');
  const key = { userId, phone, purpose: 'listing-number' as const };
  const checked = await checkCode(deps.db, key, code);
  await deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, key, checked.codeHash))) throw badRequest('code', PHONE_CODE_USED);
    await holdNumber(tx, userId, phone, false);
    const now = new Date();
    await tx
      .update(listings)
      .set({ phoneProof: 'proven', phoneProvenAt: now })
      .where(and(eq(listings.ownerId, userId), eq(listings.phoneNumber, phone), ne(listings.phoneProof, 'proven')));
  });
  return LISTING_NUMBER_PROVEN;
}

/** Another code for a listing's number (a pending one, or an older listing's unproven one). */
export async function resendListingCode(
  deps: NumberDeps,
  userId: string,
  listingId: string,
  address: string | null,
): Promise<CodeSentResponse> {
  const listing = await ownListing(deps, listingId, userId);
  if (listing.proof === 'proven') throw conflict(LISTING_NUMBER_NOT_PENDING);
  const phone = parseMobile(listing.phone, deps.allowedPrefixes, 'phone_number');
  const [owner] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const sent = await deps.db.transaction((tx) =>
    sendCode(deps, tx, {
      userId,
      phone,
      purpose: 'listing-number',
      listingId,
      address,
      language: owner?.language,
    }),
  );
  return { success: true, message: LISTING_NUMBER_PENDING, ...sent };
}
