import { kenyaInstant, nightsBetween, pageAddress, stayPrice, PAY_WITHIN_MINUTES, routePatterns } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, type ListingRow } from '../../db/schema.ts';
import { stays, type StayRow } from '../../db/schema-bookings.ts';
import type { MailMessage } from '../../jobs/send-mail.ts';
import { bookingMail, noticeBySms, peopleOf, type BookingMailDeps, type Person } from './booking-mail.ts';
import { bookingEvent } from './ical.ts';
import { stayMailTexts, type StayMailKind } from './stay-mail-texts.ts';
import type { PaymentDeps } from '../payments/index.ts';

/** Payments on (modules/payments): the host's acceptance fixes the price and a cancellation settles the money. */
export type StayMailDeps = BookingMailDeps & {
  money?: PaymentDeps | null;
  /** TRA_LICENCE_REQUIRED_FROM: from this day (YYYY-MM-DD, Kenya) a bnb needs its TRA licence number. */
  traLicenceFrom?: string;
};

/** What a stay's mail says of its listing. */
export type StayMailListing = Pick<ListingRow, 'name' | 'areaName'>;

/**
 * The mail about a stay to one of its two people, in their language; an accepted or
 * cancelled stay carries its calendar event (.ics), so it lands in (or leaves) their calendar.
 * `loaded`: the stay and its listing as the caller already holds them in this transaction
 * (a new request), not read again.
 */
export async function mailStay(
  deps: StayMailDeps,
  tx: Transaction,
  stayId: string,
  kind: StayMailKind,
  to: 'guest' | 'host',
  now = new Date(),
  loaded?: { stay: StayRow; listing: StayMailListing; people: Map<string, Person> },
): Promise<MailMessage | null> {
  const [stay] = loaded ? [loaded.stay] : await tx.select().from(stays).where(eq(stays.id, stayId));
  const [listing] = loaded
    ? [loaded.listing]
    : await tx
        .select({ name: listings.name, areaName: listings.areaName })
        .from(listings)
        .where(eq(listings.id, stay!.listingId));
  const people = loaded?.people ?? (await peopleOf(tx, [stay!.guestId, stay!.hostId]));
  const recipient = people.get(to === 'guest' ? stay!.guestId : stay!.hostId)!;
  const other = people.get(to === 'guest' ? stay!.hostId : stay!.guestId) ?? recipient;
  const nights = nightsBetween(stay!.checkIn, stay!.checkOut);
  const facts = {
    listingName: listing!.name,
    otherName: other.name,
    checkIn: stay!.checkIn,
    checkOut: stay!.checkOut,
    nights,
    guests: stay!.guests,
    total: stayPrice(stay!),
    checkInTime: stay!.checkInTime,
    checkOutTime: stay!.checkOutTime,
    reason: stay!.cancelReason,
    pay:
      stay!.payState === 'due' && stay!.price !== null
        ? { total: stay!.price + (stay!.fee ?? 0), minutes: PAY_WITHIN_MINUTES }
        : null,
  };
  const content = stayMailTexts(recipient.language)[kind](facts);
  const path =
    kind === 'requested' && stay!.conversationId
      ? pageAddress.conversation(stay!.conversationId)
      : kind === 'declined' || kind === 'expired'
        ? routePatterns.search
        : routePatterns.bookings;
  const withEvent = kind === 'accepted' || (kind === 'cancelled' && stay!.answeredAt !== null);
  const event = withEvent
    ? {
        filename: 'stay.ics',
        method: kind === 'accepted' ? ('PUBLISH' as const) : ('CANCEL' as const),
        ics: bookingEvent(
          {
            uid: `stay-${stay!.id}`,
            start: kenyaInstant(stay!.checkIn, stay!.checkInTime),
            end: kenyaInstant(stay!.checkOut, stay!.checkOutTime),
            summary: `Stay: ${listing!.name}`,
            location: listing!.areaName ?? '',
            description: content.paragraphs.join('\n'),
            url: `${deps.publicUrl.replace(/\/$/, '')}${routePatterns.bookings}`,
            cancelled: kind !== 'accepted',
            sequence: kind === 'accepted' ? 0 : 1,
          },
          now,
        ),
      }
    : undefined;
  // And by SMS to whoever chose it (modules/phone/notices.ts): requests and answers are
  // "booking" notices, an accepted or cancelled stay a "stay" one. No names: the link says whose.
  await noticeBySms(
    deps,
    tx,
    recipient.id,
    kind === 'accepted' || kind === 'cancelled' ? 'stay' : 'booking',
    kind === 'requested'
      ? { words: 'stayRequested' }
      : kind === 'cancelled'
        ? { words: 'stayCancelled' }
        : {
            words: 'stayAnswered',
            yes: kind === 'accepted',
            // The one fact a guest must act on: the time the dates are freed unless paid.
            ...(kind === 'accepted' && stay!.payState === 'due' && stay!.payBy
              ? { payBy: new Date(stay!.payBy.getTime() + 3 * 3_600_000).toISOString().slice(11, 16) }
              : {}),
          },
    path,
    now,
  );
  return bookingMail(deps, tx, recipient, { ...content, path }, event);
}
