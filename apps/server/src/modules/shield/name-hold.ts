import { COPY_HELD_REASON, NAME_HELD_REASON, nameSignals, type NameSignal } from '@nyumba/domain';
import type { Transaction } from '../../db/database.ts';
import type { ListingRow } from '../../db/schema.ts';
import { logDecision } from '../moderation/index.ts';

/*
 * A listing's name is printed into what Nyumba sends other people (alert mails, SMS, page
 * titles). One that reads like a web address, a phone number or code, or a payment
 * instruction (packages/domain/src/shield/name-signals.ts) holds the listing for a
 * moderator, as a copy does: hidden with NAME_HELD_REASON, which its lister reads in the
 * answer to their own write, on My listings and on the listing's page, and logged for the
 * moderators. Nothing is mailed: the mail would carry the very name. The hold is decided in
 * the write's own statement, so the listing is never public with the name for a moment.
 */

type Before = Pick<ListingRow, 'name' | 'moderation' | 'moderationReason'>;

/** What a write does to a listing's state because of its name, and the line it logs. */
export interface NameDecision {
  columns: Pick<ListingRow, 'moderation' | 'moderationReason'>;
  log: { action: 'held-name' | 'released-name'; reason: string };
}

const WHAT: Record<NameSignal, string> = {
  link: 'a web address',
  number: 'a phone number or a code',
  payment: 'a payment instruction',
};

/**
 * The name's effect on a write, or null for none. A new listing with such a name is held.
 * An edit that gives a public listing such a name holds it (so does one that gives it to a
 * listing held as a copy: the name is what its lister must change first); one that keeps the
 * name it had keeps the listing as it was, so a listing a moderator restored stays public
 * through later edits. A listing held for its name is published again once its name is
 * ordinary (the copy check then looks at it as at any written listing).
 */
export function nameDecision(name: string, before?: Before): NameDecision | null {
  const signals = nameSignals(name, 'listing');
  if (signals.length > 0) {
    const fresh =
      !before ||
      (before.name !== name &&
        (before.moderation === 'visible' ||
          (before.moderation === 'hidden' && before.moderationReason === COPY_HELD_REASON)));
    if (!fresh) return null;
    return {
      columns: { moderation: 'hidden', moderationReason: NAME_HELD_REASON },
      log: {
        action: 'held-name',
        reason: `Its name reads like ${signals.map((signal) => WHAT[signal]).join(' and ')}`,
      },
    };
  }
  if (before?.moderation === 'hidden' && before.moderationReason === NAME_HELD_REASON) {
    return {
      columns: { moderation: 'visible', moderationReason: null },
      log: {
        action: 'released-name',
        reason: 'Its lister changed its name: it no longer reads like an address, a number or a payment',
      },
    };
  }
  return null;
}

/** Logs the decision on the listing (in the write's transaction); the moderator is nobody. */
export async function logNameDecision(tx: Transaction, listingId: string, decision: NameDecision): Promise<void> {
  await logDecision(tx, { moderator: null, subjectType: 'listing', subjectId: listingId, ...decision.log });
}
