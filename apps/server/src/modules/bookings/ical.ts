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
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ],
    event.cancelled ? 'CANCEL' : 'PUBLISH',
  );
}

/** Folded lines unfolded, properties as name, parameters and value. */
function properties(text: string) {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(':');
      if (colon < 0) return null;
      const [name, ...params] = line.slice(0, colon).split(';');
      return { name: name!.toUpperCase(), params: params.join(';').toUpperCase(), value: line.slice(colon + 1).trim() };
    })
    .filter((line) => line !== null);
}

/**
 * The date a DTSTART or DTEND names. A date-time in UTC (…Z) is read in Kenyan time; a
 * floating or TZID one by its own date, which is the calendar day its site meant.
 */
function dateOf(value: string, params: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, utc] = match;
  const date = `${y}-${m}-${d}`;
  if (!hh || !utc || params.includes('VALUE=DATE')) return date;
  const instant = Date.parse(`${date}T${hh}:${mm}:${ss}Z`) + 3 * 60 * 60_000;
  return new Date(instant).toISOString().slice(0, 10);
}

/**
 * The nights another calendar says are taken: each event's days from its start up to (not
 * including) its end; an event without an end takes its one day. Cancelled and transparent
 * (free) events take nothing. Unreadable events are skipped rather than failing the feed.
 */
export function busyNights(text: string, from: string, until: string): string[] {
  const nights = new Set<string>();
  let event: { start?: string | null; end?: string | null; free?: boolean } | null = null;
  for (const line of properties(text)) {
    if (line.name === 'BEGIN' && line.value.toUpperCase() === 'VEVENT') event = {};
    else if (!event) continue;
    else if (line.name === 'DTSTART') event.start = dateOf(line.value, line.params);
    else if (line.name === 'DTEND') event.end = dateOf(line.value, line.params);
    else if (line.name === 'STATUS' && line.value.toUpperCase() === 'CANCELLED') event.free = true;
    else if (line.name === 'TRANSP' && line.value.toUpperCase() === 'TRANSPARENT') event.free = true;
    else if (line.name === 'END' && line.value.toUpperCase() === 'VEVENT') {
      if (event.start && !event.free) {
        const end = event.end && event.end > event.start ? event.end : addDays(event.start, 1);
        for (
          let night = event.start < from ? from : event.start;
          night < end && night < until;
          night = addDays(night, 1)
        )
          nights.add(night);
      }
      event = null;
    }
  }
  return [...nights].sort();
}
