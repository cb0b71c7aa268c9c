import { codeBeside } from '@nyumba/domain';
import type { ModerationState, ModerationStatus } from '@nyumba/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import type { Viewer } from '../../plugins/session.ts';

export type { Viewer };

/**
 * A listing moderation leaves public: hidden, removed and suspended ones are seen by
 * their owner and moderators only (a listing's own page, saved lists).
 */
export const listingIsVisible = eq(listings.moderation, 'visible');
/**
 * The one condition every public list of listings adds: visible, and available (not let,
 * sold or paused by its lister, and confirmed within its period: listing-freshness.ts): search and its counts, the map, home, similar listings,
 * lister pages and alerts. The visibility test walks every public route with such items
 * and fails on any that shows one.
 */
export const listingIsPublic = and(
  listingIsVisible,
  eq(listings.availability, 'available'),
  isNull(listings.staleAt),
  // A number its lister has not proved yet (modules/phone): not shown until the code is in.
  ne(listings.phoneProof, 'pending'),
)!;
/** The same for posts: the blog, lister pages and post pages. */
export const postIsPublic = eq(posts.moderation, 'visible');

/** What the owner (or a moderator) is told about an item the public cannot see. */
export function moderationStatus(row: {
  moderation: ModerationState;
  moderationReason: string | null;
}): ModerationStatus {
  if (row.moderation === 'visible') return null;
  const reason = row.moderationReason ?? '';
  return { state: row.moderation, reason, ...codeBeside('reasonCode', reason) };
}

/** Who may open an item the public cannot see: its owner and moderators. */
export const canSeeHidden = (viewer: Viewer | undefined, ownerId: string) =>
  Boolean(viewer && (viewer.moderator || (viewer.id !== undefined && viewer.id === ownerId)));
