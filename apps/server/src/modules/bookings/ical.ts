import { addDays } from '@nyumba/domain';

// iCalendar (RFC 5545), the little of it stays need: Nyumba's feed of taken nights, one
// event per stay for a mail's .ics, and the busy dates of another site's feed.

const PRODID = '-//Nyumba//Stays//EN';

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character: back off continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function calendar(lines: string[], method?: string): string {
  return (
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODID}`,
      'CALSCALE:GREGORIAN',
      ...(method ? [`METHOD:${method}`] : []),
      ...lines,
      'END:VCALENDAR',
    ]
      .map(fold)
      .join('\r\n') + '\r\n'
  );
}

/** The feed other sites read: each run of taken nights is one all-day event, check-out day exclusive. */
export function nightsFeed(
  listing: { id: string; name: string },
  ranges: { from: string; to: string }[],
  now: Date,
): string {
  const events = ranges.flatMap((range) => [
    'BEGIN:VEVENT',
    `UID:${listing.id}-${compactDate(range.from)}@nyumba`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(range.from)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(range.to, 1))}`,
    'SUMMARY:Not available',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]);
  return calendar([`X-WR-CALNAME:${escapeText(`Nyumba: ${listing.name}`)}`, ...events]);
}

export interface BookingEvent {
  /** Stable across updates (a cancellation replaces the event it names). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  /** The place's pin: calendars show a map for it. */
  geo?: { lat: number; lng: number } | null;
  description: string;
  url: string;
  cancelled: boolean;
  /** Bumped each time the event changes, so calendars replace the older one. */
  sequence: number;
}

/** One stay or viewing as a calendar event, for a mail's .ics attachment. */
export function bookingEvent(event: BookingEvent, now: Date): string {
  return calendar(
    [
      'BEGIN:VEVENT',
      `UID:${event.uid}@nyumba`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ],
    event.cancelled ? 'CANCEL' : 'PUBLISH',
  );
}
