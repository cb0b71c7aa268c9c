import type { CheckDocumentKind } from '@nyumba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './database.ts';
import { checkDocuments } from './schema-privacy.ts';

/**
 * The check a kind of document was for was decided (a moderator granted or refused it): the
 * 30 days after which the retention job deletes it start now (modules/privacy/check-documents.ts).
 * Here, beside the table, so the moderation module that decides need not import privacy's.
 */
export async function decideCheckDocuments(db: Database, userId: string, kind: CheckDocumentKind): Promise<void> {
  await db
    .update(checkDocuments)
    .set({ decidedAt: new Date() })
    .where(
      and(
        eq(checkDocuments.userId, userId),
        eq(checkDocuments.kind, kind),
        isNull(checkDocuments.decidedAt),
        isNull(checkDocuments.deletedAt),
      ),
    );
}
