import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { STAY_HORIZON_DAYS, STAY_IMPORT_FAILED, addDays, kenyaToday } from '@nyumba/domain';
import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { stayCalendars, stayNights } from '../../db/schema-bookings.ts';
import type { Logger } from '../../jobs/engine.ts';
import { busyNights } from './ical.ts';

/** Another site's calendar is read again after this long (the job runs hourly). */
const REFRESH_MS = 55 * 60_000;
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
/** Calendars read per run: a run stays short, and the rest wait for the next hour. */
const BATCH = 200;

// Addresses a host's link must never make the server fetch: this machine, its network, the
// cloud's metadata service (a link is the host's input, and a server fetching any address
// it is given is a way into the network behind it).
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface FetchOptions {
  /** Tests serve calendars from this machine; a deployment never allows it. */
  allowPrivate?: boolean;
}

/** The calendar's text: https only (http in tests), public addresses only, 10 s, 2 MB. */
export async function fetchCalendar(link: string, options: FetchOptions = {}): Promise<string> {
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) {
      throw new Error('not an https link');
    }
    if (!options.allowPrivate) {
      const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true });
      if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
        throw new Error('the link points at a private address');
      }
    }
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'text/calendar, text/plain;q=0.5' },
    });
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      url = new URL(response.headers.get('location')!, url);
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) throw new Error('calendar larger than 2 MB');
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text.includes('BEGIN:VCALENDAR')) throw new Error('not an iCalendar file');
    return text;
  }
  throw new Error('too many redirects');
}

export interface ImportDeps {
  db: Database;
  log: Logger;
  fetchOptions?: FetchOptions;
}

/**
 * Reads each linked calendar due again and makes its busy nights Nyumba's 'import' nights
 * from today for a year: nights it no longer lists are freed, nights a guest or the host
 * already holds stay theirs. A calendar that cannot be read keeps its last nights (freeing
 * them could let a guest book a night sold elsewhere) and the host is told why.
 */
export async function importCalendars(deps: ImportDeps, now = new Date()): Promise<{ read: number; failed: number }> {
  const due = await deps.db
    .select({ listingId: stayCalendars.listingId, importUrl: stayCalendars.importUrl })
    .from(stayCalendars)
    .where(
      and(
        isNotNull(stayCalendars.importUrl),
        or(isNull(stayCalendars.importedAt), lt(stayCalendars.importedAt, new Date(now.getTime() - REFRESH_MS))),
      ),
    )
    .limit(BATCH);
  const today = kenyaToday(now);
  const until = addDays(today, STAY_HORIZON_DAYS + 1);
  let failed = 0;
  for (const calendar of due) {
    let nights: string[];
    try {
      nights = busyNights(await fetchCalendar(calendar.importUrl!, deps.fetchOptions), today, until);
    } catch (error) {
      failed++;
      deps.log.warn({ listingId: calendar.listingId, err: (error as Error).message }, 'calendar import failed');
      await deps.db
        .update(stayCalendars)
        .set({ importedAt: now, importError: STAY_IMPORT_FAILED })
        .where(eq(stayCalendars.listingId, calendar.listingId));
      continue;
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(stayNights)
        .where(
          and(
            eq(stayNights.listingId, calendar.listingId),
            eq(stayNights.source, 'import'),
            gte(stayNights.night, today),
          ),
        );
      if (nights.length > 0) {
        await tx
          .insert(stayNights)
          .values(nights.map((night) => ({ listingId: calendar.listingId, night, source: 'import' as const })))
          .onConflictDoNothing();
      }
      await tx
        .update(stayCalendars)
        .set({ importedAt: now, importError: null })
        .where(eq(stayCalendars.listingId, calendar.listingId));
    });
  }
  return { read: due.length - failed, failed };
}
