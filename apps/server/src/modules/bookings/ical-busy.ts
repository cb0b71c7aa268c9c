import { DAY_MS } from '@nyumba/domain';
// The busy dates of another site's calendar (RFC 5545), read with no dependency on the rest
// of the server: it runs in a worker thread (ical-worker.ts), so a host's calendar, whatever
// its size or its dates, never holds up the thread that answers requests.

/** What a calendar may ask of one read: more events than this is not one place's calendar. */
const MAX_EVENTS = 50_000;

export class CalendarTooLarge extends Error {
  constructor() {
    super(`more than ${MAX_EVENTS.toLocaleString('en')} events`);
    this.name = 'CalendarTooLarge';
  }
}

/** A 'YYYY-MM-DD' date as a day number (days since 1970-01-01), and back. */
const dayNumber = (date: string) =>
  Math.floor(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS);
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The date a DTSTART or DTEND names. A date-time in UTC (…Z) is read in Kenyan time; a
 * floating or TZID one by its own date, which is the calendar day its site meant.
 */
function dateOf(value: string, params: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, utc] = match;
  const date = `${y}-${m}-${d}`;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (!hh || !utc || params.includes('VALUE=DATE')) return date;
  const instant = Date.parse(`${date}T${hh}:${mm}:${ss}Z`) + 3 * 60 * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant).toISOString().slice(0, 10);
}

/** Each content line, unfolded, as name, parameters and value (one pass, no copies of the whole text). */
function* lines(text: string) {
  let start = 0;
  let pending = '';
  const flush = function* (line: string) {
    const colon = line.indexOf(':');
    if (colon < 0) return;
    const head = line.slice(0, colon);
    const semicolon = head.indexOf(';');
    yield {
      name: (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase(),
      params: semicolon < 0 ? '' : head.slice(semicolon + 1).toUpperCase(),
      value: line.slice(colon + 1).trim(),
    };
  };
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    if (raw.startsWith(' ') || raw.startsWith('\t')) {
      pending += raw.slice(1);
      continue;
    }
    if (pending) yield* flush(pending);
    pending = raw;
  }
  if (pending) yield* flush(pending);
}

/**
 * The nights another calendar says are taken, from `from` up to (not including) `until`:
 * each event's days from its start up to (not including) its end; an event without an end
 * takes its one day. Cancelled and transparent (free) events take nothing; unreadable ones are
 * skipped rather than failing the feed. Work is bounded by the window, not by the events'
 * dates (an event from 1900 to 9999 marks the window's days once), and a calendar of more than
 * MAX_EVENTS events is refused (CalendarTooLarge).
 */
export function busyNights(text: string, from: string, until: string): string[] {
  const first = dayNumber(from);
  const span = Math.max(0, dayNumber(until) - first);
  const taken = new Uint8Array(span);
  let events = 0;
  let event: { start?: string | null; end?: string | null; free?: boolean } | null = null;
  for (const line of lines(text)) {
    if (line.name === 'BEGIN' && line.value.toUpperCase() === 'VEVENT') {
      events += 1;
      if (events > MAX_EVENTS) throw new CalendarTooLarge();
      event = {};
    } else if (!event) continue;
    else if (line.name === 'DTSTART') event.start = dateOf(line.value, line.params);
    else if (line.name === 'DTEND') event.end = dateOf(line.value, line.params);
    else if (line.name === 'STATUS' && line.value.toUpperCase() === 'CANCELLED') event.free = true;
    else if (line.name === 'TRANSP' && line.value.toUpperCase() === 'TRANSPARENT') event.free = true;
    else if (line.name === 'END' && line.value.toUpperCase() === 'VEVENT') {
      if (event.start && !event.free) {
        const start = dayNumber(event.start);
        const end = event.end && event.end > event.start ? dayNumber(event.end) : start + 1;
        for (let day = Math.max(start, first); day < Math.min(end, first + span); day += 1) taken[day - first] = 1;
      }
      event = null;
    }
  }
  const nights: string[] = [];
  for (let i = 0; i < span; i += 1) if (taken[i]) nights.push(dateOfDay(first + i));
  return nights;
}
