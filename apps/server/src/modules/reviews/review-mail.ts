import { kenyaToday, type Language } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { bookingMail, peopleOf, type BookingMailDeps, longDate } from '../bookings/index.ts';

// The other side is told what a hire or a review asks of them: a hire proposed waits for
// their word, a job marked done or a review written waits for their review. Without these a
// proposal sat unseen until they happened to open the conversation.

type Kind = 'proposed' | 'confirmed' | 'done' | 'reviewed';

const en = {
  proposed: (name: string, listing: string) => ({
    subject: `${name} marked you as hired for "${listing}"`,
    lines: ['Did you agree on the job? Confirm it in your conversation, or say you did not.'],
    action: 'Open the conversation',
  }),
  confirmed: (name: string, listing: string) => ({
    subject: `${name} confirmed the hire for "${listing}"`,
    lines: ['When the job is done, review each other in the conversation.'],
    action: 'Open the conversation',
  }),
  done: (name: string, listing: string) => ({
    subject: `${name} marked the job for "${listing}" done`,
    lines: ['How did it go? Your review helps the next client choose.'],
    action: 'Write your review',
  }),
  reviewed: (name: string, listing: string, until: string) => ({
    subject: `${name} reviewed you for "${listing}"`,
    lines: [
      `Write yours to see theirs: both are published when you do, or on ${until} if you do not. Neither of you sees the other's first.`,
    ],
    action: 'Write your review',
  }),
};

const sw: typeof en = {
  proposed: (name, listing) => ({
    subject: `${name} amekuweka kuwa umeajiriwa kwa "${listing}"`,
    lines: ['Mlikubaliana kuhusu kazi? Thibitisha kwenye mazungumzo yenu, au sema hamkukubaliana.'],
    action: 'Fungua mazungumzo',
  }),
  confirmed: (name, listing) => ({
    subject: `${name} amethibitisha kazi ya "${listing}"`,
    lines: ['Kazi ikiisha, mpeane maoni kwenye mazungumzo.'],
    action: 'Fungua mazungumzo',
  }),
  done: (name, listing) => ({
    subject: `${name} ameweka kazi ya "${listing}" kuwa imekamilika`,
    lines: ['Ilikuwaje? Maoni yako yanamsaidia mteja anayefuata kuchagua.'],
    action: 'Andika maoni yako',
  }),
  reviewed: (name, listing, until) => ({
    subject: `${name} amekupa maoni kwa "${listing}"`,
    lines: [
      `Andika yako ili uone yao: yote yatachapishwa ukiandika, au tarehe ${until} usipoandika. Hakuna anayeona ya mwenzake kwanza.`,
    ],
    action: 'Andika maoni yako',
  }),
};

/**
 * One mail to the other side of a hire or stay, in their language, queued in `tx`. `path` is
 * where they act: the conversation (or My bookings for a stay without one).
 */
export async function mailOtherSide(
  deps: BookingMailDeps,
  tx: Transaction,
  deal: { listingId: string; fromId: string; toId: string; path: string },
  kind: Kind,
  publishAfter?: Date,
): Promise<void> {
  const people = await peopleOf(tx, [deal.fromId, deal.toId]);
  const [listing] = await tx.select({ name: listings.name }).from(listings).where(eq(listings.id, deal.listingId));
  const from = people.get(deal.fromId);
  const to = people.get(deal.toId);
  if (!from || !to || !listing) return;
  const language: Language = to.language === 'sw' ? 'sw' : 'en';
  const texts = language === 'sw' ? sw : en;
  const until = publishAfter ? longDate(kenyaToday(publishAfter), language) : '';
  const words =
    kind === 'reviewed' ? texts.reviewed(from.name, listing.name, until) : texts[kind](from.name, listing.name);
  await bookingMail(deps, tx, to, {
    subject: words.subject,
    paragraphs: words.lines,
    action: words.action,
    path: deal.path,
  });
}
