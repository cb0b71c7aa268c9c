import type { ModerationState, ModerationStatus } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import { listings, posts } from '../../db/schema.ts';
import type { Viewer } from '../../plugins/session.ts';

export type { Viewer };

/**
 * The one condition every public read of listings adds: hidden, removed and suspended
 * listings leave search, the map, home, similar listings, saved lists and lister pages.
 * The visibility test walks every public route with such items and fails on any that shows one.
 */
export const listingIsPublic = eq(listings.moderation, 'visible');
/** The same for posts: the blog, lister pages and post pages. */
export const postIsPublic = eq(posts.moderation, 'visible');

/** What the owner (or a moderator) is told about an item the public cannot see. */
export function moderationStatus(row: {
  moderation: ModerationState;
  moderationReason: string | null;
}): ModerationStatus {
  if (row.moderation === 'visible') return null;
  return { state: row.moderation, reason: row.moderationReason ?? '' };
}

/** Who may open an item the public cannot see: its owner and moderators. */
export const canSeeHidden = (viewer: Viewer | undefined, ownerId: string) =>
  Boolean(viewer && (viewer.moderator || (viewer.id !== undefined && viewer.id === ownerId)));
