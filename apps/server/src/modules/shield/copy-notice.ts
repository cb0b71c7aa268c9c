import { routePatterns } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { mailTexts } from '../mail/index.ts';
import { mailOwner, type NoticeDeps } from '../moderation/index.ts';

/** Tells a lister, in their language, that their listing is held as a copy and what to do (queued in `tx`). */
export async function mailHeldCopy(tx: Transaction, notices: NoticeDeps, listingId: string): Promise<void> {
  const [row] = await tx
    .select({ title: listings.name, email: users.email, name: users.username, language: users.language })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listings.id, listingId));
  if (!row) return;
  const texts = mailTexts(row.language);
  const { action, ...words } = texts.moderated({
    kind: 'listing',
    title: row.title,
    owner: row.name,
    removed: false,
    reason: texts.copyHeld,
  });
  await mailOwner(
    notices,
    tx,
    row.email,
    { ...words, action: { label: action, path: routePatterns.myListings } },
    row.language,
  );
}
