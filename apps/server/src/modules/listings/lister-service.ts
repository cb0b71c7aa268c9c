import { LISTER_POSTS_SHOWN, listerStanding, type ListerPageResponse, type PageQuery } from '@nyumba/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import { notFound } from '../../lib/http-errors.ts';
import { postIsPublic } from '../moderation/index.ts';
import { pagePosts, writtenBy } from '../posts/index.ts';
import { providerSummary } from '../reviews/index.ts';
import { phoneProvenSince } from '../phone/index.ts';
import { standingColumns, standingFacts } from '../auth/index.ts';
import { ownedBy, pageListings } from './service.ts';

/**
 * A lister's public page: name, avatar, member since and counts; their listings
 * newest first a page at a time (saved flags for the viewer); their newest posts.
 * Only what the listing page's lister block already shows: no e-mail, no phone
 * beyond the listings' own.
 */
export async function listerPage(
  db: Database,
  id: string,
  page: PageQuery,
  viewerId: string | undefined,
  moderator = false,
): Promise<ListerPageResponse> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.username,
      avatar: users.avatar,
      since: users.createdAt,
      verifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: phoneProvenSince,
      businessName: users.businessName,
      about: users.about,
      earbNumber: users.earbNumber,
      suspendedAt: users.suspendedAt,
      standing: standingColumns,
    })
    .from(users)
    // A suspended account has no public page; moderators still open it (to lift it). A
    // deleted one has none for anybody: its row is only a pseudonym for kept records.
    .where(and(eq(users.id, id), isNull(users.deletedAt), moderator ? undefined : isNull(users.suspendedAt)))
    .limit(1);
  if (!user) throw notFound('Lister not found');
  const [own, latestPosts, postTotal, provider] = await Promise.all([
    // Its total is the lister's listing count, capped ("1,000+") as a listing page's is.
    pageListings(db, page, { where: ownedBy(id), viewerId, cappedTotal: true }),
    pagePosts(db, { limit: LISTER_POSTS_SHOWN }, writtenBy(id)),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(writtenBy(id), postIsPublic)),
    providerSummary(db, id),
  ]);
  const { since, verifiedAt, phoneVerifiedAt, earbNumber, suspendedAt, standing, ...who } = user;
  const honest = listerStanding(standingFacts(standing, phoneVerifiedAt));
  return {
    success: true,
    lister: {
      ...who,
      memberSince: since.toISOString(),
      emailVerified: verifiedAt !== null,
      phoneVerifiedAt: phoneVerifiedAt?.toISOString() ?? null,
      listingCount: own.total,
      postCount: postTotal[0]?.n ?? 0,
      // "Verified" only while the check holds: this year's certificate (standing.ts).
      earb: earbNumber ? { number: earbNumber, verified: honest.role === 'agent' } : null,
      standing: honest,
      ...(moderator ? { suspended: suspendedAt !== null } : {}),
    },
    ...own,
    provider,
    posts: latestPosts.posts,
  };
}
