import { pageAddress, routePatterns } from '@nyumba/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { listings, users } from '../../db/schema.ts';
import { stays } from '../../db/schema-stays.ts';
import type { JobEngine, Logger } from '../../jobs/engine.ts';
import { SEND_MAIL, type MailMessage } from '../../jobs/send-mail.ts';
import { composeMail } from '../mail/compose.ts';
import { stayEvent } from './ical.ts';
import { stayMailTexts, type StayMailKind } from './stay-mail-texts.ts';

export interface StayMailDeps {
  /** Mail is queued in the transaction that changed the stay; without an engine it is only returned. */
  jobs: JobEngine | undefined;
  log: Logger;
  publicUrl: string;
}

/**
 * The mail about a stay to one of its two people, in their language; an accepted or
 * cancelled stay carries its calendar event (.ics), so it lands in (or leaves) their calendar.
 */
export async function mailStay(
  deps: StayMailDeps,
  tx: Transaction,
  stayId: string,
  kind: StayMailKind,
  to: 'guest' | 'host',
  now = new Date(),
): Promise<MailMessage> {
  const [stay] = await tx.select().from(stays).where(eq(stays.id, stayId));
  const [listing] = await tx
    .select({ name: listings.name, areaName: listings.areaName })
    .from(listings)
    .where(eq(listings.id, stay!.listingId));
  const people = await tx
    .select({ id: users.id, name: users.username, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, stay!.guestId))
    .union(
      tx
        .select({ id: users.id, name: users.username, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, stay!.hostId)),
    );
  const recipient = people.find((person) => person.id === (to === 'guest' ? stay!.guestId : stay!.hostId))!;
  const other = people.find((person) => person.id !== recipient.id) ?? recipient;
  const nights = Math.round((Date.parse(stay!.checkOut) - Date.parse(stay!.checkIn)) / 86_400_000);
  const facts = {
    listingName: listing!.name,
    otherName: other.name,
    checkIn: stay!.checkIn,
    checkOut: stay!.checkOut,
    nights,
    guests: stay!.guests,
    total: nights * stay!.nightlyPrice,
    checkInTime: stay!.checkInTime,
    checkOutTime: stay!.checkOutTime,
    reason: stay!.cancelReason,
  };
  const content = stayMailTexts(recipient.language)[kind](facts);
  const site = deps.publicUrl.replace(/\/$/, '');
  const path =
    kind === 'requested' && stay!.conversationId
      ? pageAddress.conversation(stay!.conversationId)
      : kind === 'declined' || kind === 'expired'
        ? routePatterns.search
        : routePatterns.stays;
  const withEvent = kind === 'accepted' || (kind === 'cancelled' && stay!.answeredAt !== null);
  const message = composeMail({
    to: recipient.email,
    subject: content.subject,
    paragraphs: content.paragraphs,
    action: { label: content.action, url: `${site}${path}` },
    siteUrl: site,
    language: recipient.language,
    ...(withEvent
      ? {
          attachments: [
            {
              filename: 'stay.ics',
              contentType: `text/calendar; charset=utf-8; method=${kind === 'accepted' ? 'PUBLISH' : 'CANCEL'}`,
              content: stayEvent(
                {
                  id: stay!.id,
                  listingName: listing!.name,
                  areaName: listing!.areaName ?? '',
                  checkIn: stay!.checkIn,
                  checkOut: stay!.checkOut,
                  checkInTime: stay!.checkInTime,
                  checkOutTime: stay!.checkOutTime,
                  description: content.paragraphs.join('\n'),
                  url: `${site}${routePatterns.stays}`,
                  status: kind === 'accepted' ? 'confirmed' : 'cancelled',
                  sequence: kind === 'accepted' ? 0 : 1,
                },
                now,
              ),
            },
          ],
        }
      : {}),
  });
  if (deps.jobs) await deps.jobs.enqueue(SEND_MAIL, message, { tx });
  return message;
}
