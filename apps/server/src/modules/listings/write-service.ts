import {
  parseImageFile,
  parseImageUrl,
  storedImagePath,
  type Listing,
  type ListingBody,
  codeBeside,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { listings, users, type ListingRow } from '../../db/schema.ts';
import type { NoticeDeps } from '../moderation/index.ts';
import { proofForListing, type NumberDeps } from '../phone/index.ts';
import { imageKeysOf, removeUnusedImages, assertOwnPhotos, FOREIGN_IMAGE, type ImageStore } from '../images/index.ts';
import { assertNoTenancyOnListing } from '../tenancies/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import {
  assertMayPublish,
  DESCRIPTION_SIMILARITY,
  holdCopies,
  logNameDecision,
  mailHeldCopy,
  nameDecision,
} from '../shield/index.ts';
import { AGENCY_AGENT_NOT_MEMBER, AGENCY_MOVE_CONSENT } from '@nyumba/domain';
import { agencyNumber, listingAgent, managesListing } from '../agencies/index.ts';
import { confirmedNow } from './freshness.ts';
import { toListing, toListingColumns } from './listing-read.ts';

export interface ListingDeps {
  db: Database;
  store: ImageStore;
  imageBaseUrl: string;
  /** How long an account counts as new (config NEW_LISTER_DAYS). */
  newListerDays: number;
  /** How a lister is told their listing is held (a mail); without it, nothing is sent. */
  notices?: NoticeDeps;
  /**
   * Numbers proven by SMS (modules/phone), when listings must show one their lister proved
   * (LISTING_NUMBER_PROOF): a new or changed number waits for its code. Without it, numbers
   * are taken as typed and marked unproven.
   */
  numbers?: NumberDeps & { address: string | null };
}

/**
 * The listing's number proof, written in the listing's transaction: proven, or pending with a
 * code sent (the listing then waits for it). An edit that keeps a proven number keeps it proven.
 */
async function proveNumberIn(
  deps: ListingDeps,
  tx: Transaction,
  row: ListingRow,
  before?: ListingRow,
): Promise<{ row: ListingRow; proof: Listing['numberProof'] }> {
  if (!deps.numbers) return { row, proof: { state: row.phoneProof } };
  if (before && before.phoneProof === 'proven' && before.phoneNumber === row.phoneNumber)
    return { row, proof: { state: 'proven' } };
  // The agency's own number was proven by SMS when the agency took it.
  if (row.agencyId && (await agencyNumber(tx, row.agencyId)) === row.phoneNumber) {
    const [updated] = await tx
      .update(listings)
      .set({ phoneProof: 'proven', phoneProvenAt: new Date() })
      .where(eq(listings.id, row.id))
      .returning();
    return { row: updated!, proof: { state: 'proven' } };
  }
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, row.ownerId));
  const proof = await proofForListing(
    deps.numbers,
    tx,
    { id: row.id, ownerId: row.ownerId, phone: row.phoneNumber, language: owner?.language ?? null },
    deps.numbers.address,
  );
  const [updated] = await tx
    .update(listings)
    .set(
      proof.state === 'proven'
        ? { phoneProof: 'proven', phoneProvenAt: proof.provenAt }
        : { phoneProof: 'pending', phoneProvenAt: null },
    )
    .where(eq(listings.id, row.id))
    .returning();
  const shown =
    proof.state === 'proven'
      ? { state: 'proven' as const }
      : {
          state: 'pending' as const,
          ...(proof.sent ?? {}),
          ...(proof.problem ? { problem: proof.problem, ...codeBeside('problemCode', proof.problem) } : {}),
        };
  return { row: updated!, proof: shown };
}

/**
 * Every photo must be one our image service produced, at any width we make: an address
 * on our own image store (its current base, or the bare path) whose key we have a row
 * for. Anything else (a hotlinked or made-up URL) is refused, so a listing can never show
 * content we did not decode and re-encode; and it must be the lister's own upload, or a
 * photo the listing had already, which is also accepted under any earlier base address
 * (IMAGE_BASE_URL changed since the client read it). Returns what is stored: base-free
 * paths, so the host a client wrote is never kept.
 */
async function ownImagePaths(deps: ListingDeps, userId: string, urls: string[], had: string[] = []): Promise<string[]> {
  const hadKeys = new Set(imageKeysOf(had));
  const refs = urls.map((url) => {
    const ours = parseImageUrl(url, deps.imageBaseUrl) ?? parseImageUrl(url, '');
    if (ours) return ours;
    const file = parseImageFile(url);
    return file && hadKeys.has(file.key) ? file : null;
  });
  if (refs.some((ref) => ref === null)) throw badRequest('image_urls', FOREIGN_IMAGE);
  await assertOwnPhotos(
    deps.db,
    userId,
    refs.map((ref) => ref!.key),
    'image_urls',
    [...hadKeys],
  );
  return refs.map((ref) => storedImagePath(ref!));
}

/**
 * A new listing by `callerId`: theirs, or, with an agencyId, the agency's, assigned to the
 * agent named (or the caller) as its lister (agencies/membership.ts says who may).
 */
export async function createListing(
  deps: ListingDeps,
  callerId: string,
  body: ListingBody,
  extra: { externalId?: string } = {},
): Promise<Listing> {
  if (body.agentId && !body.agencyId) throw badRequest('agentId', AGENCY_AGENT_NOT_MEMBER);
  const ownerId = body.agencyId ? await listingAgent(deps.db, callerId, body.agencyId, body.agentId) : callerId;
  const imageUrls = await ownImagePaths(deps, callerId, body.image_urls);
  // A name that reads like a link, a number or a payment: the listing waits for a moderator from the start.
  const byName = nameDecision(body.name);
  const { row, proof } = await deps.db.transaction(async (tx) => {
    await assertMayPublish(tx, ownerId, deps.newListerDays);
    const [inserted] = await tx
      .insert(listings)
      .values({
        ...toListingColumns({ ...body, image_urls: imageUrls }),
        ownerId,
        agencyId: body.agencyId ?? null,
        externalId: extra.externalId ?? null,
        ...byName?.columns,
      })
      .returning();
    if (byName) await logNameDecision(tx, inserted!.id, byName);
    return proveNumberIn(deps, tx, inserted!);
  });
  return afterWrite(deps, row, proof);
}

/**
 * A written listing is checked for copies of other listers' (shield/copy-check.ts) and answers as
 * it now stands; held as a copy, its lister is also mailed why (the listing just is not public).
 * Its name was read in the write itself (shield/name-hold.ts).
 */
async function afterWrite(deps: ListingDeps, row: ListingRow, proof: Listing['numberProof']): Promise<Listing> {
  const change = await holdCopies(deps.db, row.id);
  if (!change) return { ...toListing(row, false, true), numberProof: proof };
  const [now] = await deps.db.select().from(listings).where(eq(listings.id, row.id));
  const notices = deps.notices;
  if (change === 'held' && notices) await deps.db.transaction((tx) => mailHeldCopy(tx, notices, row.id));
  return { ...toListing(now!, false, true), numberProof: proof };
}

export async function ownedListing(db: Database, id: string, userId: string): Promise<ListingRow> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) throw notFound('Listing not found');
  // Its agent, or an owner or manager of its agency.
  if (row.ownerId !== userId && !(await managesListing(db, row, userId)))
    throw forbidden('You can only change your own listings');
  return row;
}

export async function updateListing(
  deps: ListingDeps,
  id: string,
  userId: string,
  body: ListingBody,
): Promise<Listing> {
  const before = await ownedListing(deps.db, id, userId);
  const imageUrls = await ownImagePaths(deps, userId, body.image_urls, before.imageUrls);
  const columns = {
    ...toListingColumns({ ...body, image_urls: imageUrls }),
    ...(await agencyMove(deps, before, userId, body)),
  };
  const { row, proof } = await deps.db.transaction(async (tx) => {
    // The state as it is now, under the row's lock: a moderator's decision meanwhile counts.
    const [current] = await tx
      .select({ name: listings.name, moderation: listings.moderation, moderationReason: listings.moderationReason })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    const byName = nameDecision(columns.name, current ?? before);
    const [updated] = await tx
      .update(listings)
      // An edit is its lister's word that it is current: confirmed for another period.
      .set({
        ...columns,
        ...byName?.columns,
        // A moderator checked the number (and its validity) that was there: a new one, or a
        // renewed certificate, is only claimed again until checked.
        ...((columns.licenceNumber !== undefined && columns.licenceNumber !== before.licenceNumber) ||
        (columns.licenceExpires !== undefined && columns.licenceExpires !== before.licenceExpires)
          ? { licenceCheckedAt: null, licenceCheckNote: null }
          : {}),
        updatedAt: new Date(),
        // The words keep their date through light edits (a typo, a new line); new words are dated now.
        descriptionAt: sql`CASE WHEN similarity(${listings.description}, ${columns.description}) >= ${DESCRIPTION_SIMILARITY}
        THEN ${listings.descriptionAt} ELSE now() END`,
        ...confirmedNow(),
      })
      .where(eq(listings.id, id))
      .returning();
    if (byName) await logNameDecision(tx, id, byName);
    return proveNumberIn(deps, tx, updated!, before);
  });
  const dropped = imageKeysOf(before.imageUrls).filter((key) => !imageKeysOf(imageUrls).includes(key));
  await removeUnusedImages(deps, dropped, userId);
  return afterWrite(deps, row, proof);
}

/**
 * An agency change in an edit: its lister moves their own listing into an agency they belong to
 * (their consent is the edit itself), or an owner or manager assigns it to another agent.
 */
async function agencyMove(deps: ListingDeps, before: ListingRow, userId: string, body: ListingBody) {
  const agencyId = body.agencyId ?? before.agencyId;
  if (!agencyId) {
    if (body.agentId) throw badRequest('agentId', AGENCY_AGENT_NOT_MEMBER);
    return {};
  }
  if (agencyId !== before.agencyId && before.ownerId !== userId) throw forbidden(AGENCY_MOVE_CONSENT);
  if (agencyId === before.agencyId && !body.agentId) return {};
  return { agencyId, ownerId: await listingAgent(deps.db, userId, agencyId, body.agentId ?? before.ownerId) };
}

export async function deleteListing(deps: ListingDeps, id: string, userId: string): Promise<void> {
  const before = await ownedListing(deps.db, id, userId);
  await assertNoTenancyOnListing(deps.db, id);
  await deps.db.delete(listings).where(eq(listings.id, id));
  await removeUnusedImages(deps, imageKeysOf(before.imageUrls), userId);
}
