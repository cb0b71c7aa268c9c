import { VIEWING_FREE, VIEWING_HOLD_HOURS, pageAddress, routePatterns } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings } from '../../db/schema.ts';
import { viewings } from '../../db/schema-bookings.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { bookingMail, noticeBySms, peopleOf, type BookingMailDeps } from './booking-mail.ts';
import { viewingWhen } from './booking-dates.ts';
import { bookingEvent } from './ical.ts';

// A viewing's mails, in the recipient's language: when and where, and that viewing is free.

interface Facts {
  listing: string;
  other: string;
  when: string;
  reason: string;
}

const FREE_SW = 'Kutazama ni bure kwenye Nyumba. Usilipe kamwe ili kutazama.';

const en = {
  requested: (f: Facts) => ({
    subject: `${f.other} asks to view "${f.listing}"`,
    paragraphs: [
      `${f.other} asks to view it on ${f.when}. Confirm or decline within ${VIEWING_HOLD_HOURS} hours, or the time is freed.`,
    ],
    action: 'Answer the request',
  }),
  confirmed: (f: Facts) => ({
    subject: `Viewing of "${f.listing}": ${f.when}`,
    paragraphs: [
      `The viewing of "${f.listing}" with ${f.other} is confirmed for ${f.when}.`,
      VIEWING_FREE,
      'It is attached as a calendar file.',
    ],
    action: 'See the conversation',
  }),
  declined: (f: Facts) => ({
    subject: `Your viewing of "${f.listing}" was declined`,
    paragraphs: [`${f.other} declined the viewing on ${f.when}. Choose another time from the listing.`],
    action: 'See the listing',
  }),
  expired: (f: Facts) => ({
    subject: `Your viewing request for "${f.listing}" lapsed`,
    paragraphs: [`The lister did not answer your request for ${f.when} in time, so it was let go.`],
    action: 'See the listing',
  }),
  cancelled: (f: Facts) => ({
    subject: `The viewing of "${f.listing}" was cancelled`,
    paragraphs: [`${f.other} cancelled the viewing on ${f.when}.`, `Their reason: ${f.reason}`],
    action: 'See the conversation',
  }),
  reminder: (f: Facts) => ({
    subject: `Reminder: viewing of "${f.listing}" at ${f.when}`,
    paragraphs: [`Your viewing of "${f.listing}" with ${f.other} is at ${f.when}.`, VIEWING_FREE],
    action: 'See the conversation',
  }),
};

const sw: typeof en = {
  requested: (f) => ({
    subject: `${f.other} anaomba kutazama "${f.listing}"`,
    paragraphs: [
      `${f.other} anaomba kutazama ${f.when}. Thibitisha au kataa ndani ya saa ${VIEWING_HOLD_HOURS}, la sivyo muda huo utaachiliwa.`,
    ],
    action: 'Jibu ombi',
  }),
  confirmed: (f) => ({
    subject: `Kutazama "${f.listing}": ${f.when}`,
    paragraphs: [
      `Kutazama "${f.listing}" pamoja na ${f.other} kumethibitishwa ${f.when}.`,
      FREE_SW,
      'Kumeambatishwa kama faili ya kalenda.',
    ],
    action: 'Tazama mazungumzo',
  }),
  declined: (f) => ({
    subject: `Ombi lako la kutazama "${f.listing}" limekataliwa`,
    paragraphs: [`${f.other} amekataa kutazama ${f.when}. Chagua muda mwingine kwenye tangazo.`],
    action: 'Tazama tangazo',
  }),
  expired: (f) => ({
    subject: `Ombi lako la kutazama "${f.listing}" limeisha`,
    paragraphs: [`Mtangazaji hakujibu ombi lako la ${f.when} kwa wakati, kwa hivyo limeachiliwa.`],
    action: 'Tazama tangazo',
  }),
  cancelled: (f) => ({
    subject: `Kutazama "${f.listing}" kumeghairiwa`,
    paragraphs: [`${f.other} ameghairi kutazama ${f.when}.`, `Sababu yake: ${f.reason}`],
    action: 'Tazama mazungumzo',
  }),
  reminder: (f) => ({
    subject: `Kumbusho: kutazama "${f.listing}" ${f.when}`,
    paragraphs: [`Kutazama kwako "${f.listing}" pamoja na ${f.other} ni ${f.when}.`, FREE_SW],
    action: 'Tazama mazungumzo',
  }),
};

export type ViewingMailKind = keyof typeof en;

/** A viewing's place for a calendar: the area and, where the listing has a pin, a map link to it. */
function viewingPlace(listing: { areaName: string | null; lat: number | null; lng: number | null }): string {
  const map =
    listing.lat !== null && listing.lng !== null
      ? `https://www.google.com/maps/search/?api=1&query=${listing.lat},${listing.lng}`
      : '';
  return [listing.areaName ?? '', map].filter(Boolean).join(', ');
}

/** The mail about a viewing to its seeker or lister; a confirmed or cancelled one carries its .ics. */
export async function mailViewing(
  deps: BookingMailDeps,
  tx: Transaction,
  viewingId: string,
  kind: ViewingMailKind,
  to: 'seeker' | 'lister',
  now = new Date(),
): Promise<MailMessage | null> {
  const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, viewingId));
  const v = viewing!;
  const [listing] = await tx
    .select({ name: listings.name, areaName: listings.areaName, lat: listings.lat, lng: listings.lng })
    .from(listings)
    .where(eq(listings.id, v.listingId));
  const people = await peopleOf(tx, [v.seekerId, v.listerId]);
  const recipient = people.get(to === 'seeker' ? v.seekerId : v.listerId)!;
  const other = people.get(to === 'seeker' ? v.listerId : v.seekerId) ?? recipient;
  const language = recipient.language === 'sw' ? 'sw' : 'en';
  const content = (language === 'sw' ? sw : en)[kind]({
    listing: listing!.name,
    other: other.name,
    when: viewingWhen(v.startsAt, language),
    reason: v.cancelReason ?? '',
  });
  const path =
    kind === 'declined' || kind === 'expired' || !v.conversationId
      ? pageAddress.listing(v.listingId)
      : pageAddress.conversation(v.conversationId);
  const withEvent = kind === 'confirmed' || (kind === 'cancelled' && v.answeredAt !== null);
  const event = withEvent
    ? {
        filename: 'viewing.ics',
        method: kind === 'confirmed' ? ('PUBLISH' as const) : ('CANCEL' as const),
        ics: bookingEvent(
          {
            uid: `viewing-${v.id}`,
            start: v.startsAt,
            end: v.endsAt,
            summary: `${language === 'sw' ? 'Kutazama' : 'Viewing'}: ${listing!.name}`,
            // Where and with whom, as a calendar shows it: the area, the pin as a map link, the lister.
            location: viewingPlace(listing!),
            geo: listing!.lat !== null && listing!.lng !== null ? { lat: listing!.lat, lng: listing!.lng } : null,
            description: [
              ...content.paragraphs,
              `${language === 'sw' ? 'Mwenye tangazo' : 'Lister'}: ${people.get(v.listerId)?.name ?? ''}`,
            ].join('\n'),
            url: `${deps.publicUrl.replace(/\/$/, '')}${v.conversationId ? pageAddress.conversation(v.conversationId) : routePatterns.home}`,
            cancelled: kind !== 'confirmed',
            sequence: kind === 'confirmed' ? 0 : 1,
          },
          now,
        ),
      }
    : undefined;
  // And by SMS to whoever chose it (modules/phone/notices.ts): the reminder even at night.
  const time = new Date(v.startsAt.getTime() + 3 * 3_600_000).toISOString().slice(11, 16);
  await noticeBySms(
    deps,
    tx,
    recipient.id,
    kind === 'reminder' ? 'reminder' : 'booking',
    kind === 'requested'
      ? { words: 'viewingRequested' }
      : kind === 'reminder'
        ? { words: 'viewingReminder', time }
        : { words: 'viewingAnswered', yes: kind === 'confirmed', at: v.startsAt.toISOString() },
    path,
    now,
  );
  return bookingMail(deps, tx, recipient, { ...content, path }, event);
}
