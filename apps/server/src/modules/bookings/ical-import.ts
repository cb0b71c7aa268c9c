import { Worker } from 'node:worker_threads';
import { STAY_HORIZON_DAYS, STAY_IMPORT_FAILED, STAY_IMPORT_TOO_LARGE, addDays, kenyaToday } from '@nyumba/domain';
import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { stayCalendars, stayNights } from '../../db/schema-bookings.ts';
import type { Logger } from '../../jobs/engine.ts';
import { fetchPublic, type FetchOptions } from '../../lib/public-fetch.ts';

/** Another site's calendar is read again after this long (the job runs hourly). */
const REFRESH_MS = 55 * 60_000;
/** A calendar too large to read is tried again only after this long, not every hour. */
const TOO_LARGE_RETRY_MS = 7 * 24 * 60 * 60_000;
const MAX_BYTES = 2 * 1024 * 1024;
/** Calendars read per run: a run stays short, and the rest wait for the next hour. */
const BATCH = 200;
/** How long reading one calendar may take in its worker, and the memory it may use. */
const PARSE_MS = 10_000;
const PARSE_MEMORY_MB = 128;

/** The calendar's text: https only (http in tests), public addresses only, pinned, 10 s, 2 MB. */
export async function fetchCalendar(link: string, options: FetchOptions = {}): Promise<string> {
  const what = {
    accept: 'text/calendar, text/plain;q=0.5',
    userAgent: 'Nyumba calendar import',
    maxBytes: MAX_BYTES,
    tooLarge: 'calendar larger than 2 MB',
  };
  const text = (await fetchPublic(link, what, options)).toString('utf8');
  if (!text.includes('BEGIN:VCALENDAR')) throw new Error('not an iCalendar file');
  return text;
}

/** A calendar over the reading budget (events, time or memory): told to its host, tried again only after a week. */
class CalendarOverBudget extends Error {}

// The worker's file: beside this one when running from source, beside the bundle when built.
const WORKER = new URL(import.meta.url.endsWith('.ts') ? './ical-worker.ts' : './ical-worker.js', import.meta.url);

/**
 * The calendar's busy nights, read in a worker thread with a time and memory limit, so that no
 * calendar (a 2 MB file of year-long events, dates from 1900 to 9999) holds up the thread that
 * answers requests.
 */
function parseInWorker(text: string, from: string, until: string, limitMs = PARSE_MS): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { text, from, until },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_MB },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new CalendarOverBudget(`reading took over ${limitMs / 1000} s`));
    }, limitMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (answer: { nights?: string[]; error?: string; tooLarge?: boolean }) => {
      settle();
      void worker.terminate();
      if (answer.nights) resolve(answer.nights);
      else reject(answer.tooLarge ? new CalendarOverBudget(answer.error) : new Error(answer.error));
    });
    worker.once('error', (error) => {
      settle();
      reject(error.name === 'ERR_WORKER_OUT_OF_MEMORY' ? new CalendarOverBudget('too large to read') : error);
    });
  });
}

export interface ImportDeps {
  db: Database;
  log: Logger;
  fetchOptions?: FetchOptions;
  /** Tests shorten the reading budget. */
  parseMs?: number;
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
        or(isNull(stayCalendars.importRetryAt), lt(stayCalendars.importRetryAt, now)),
      ),
    )
    .limit(BATCH);
  const today = kenyaToday(now);
  const until = addDays(today, STAY_HORIZON_DAYS + 1);
  let failed = 0;
  for (const calendar of due) {
    let nights: string[];
    try {
      nights = await parseInWorker(
        await fetchCalendar(calendar.importUrl!, deps.fetchOptions),
        today,
        until,
        deps.parseMs,
      );
    } catch (error) {
      failed++;
      const tooLarge = error instanceof CalendarOverBudget;
      deps.log.warn({ listingId: calendar.listingId, err: (error as Error).message }, 'calendar import failed');
      await deps.db
        .update(stayCalendars)
        .set({
          importedAt: now,
          importError: tooLarge ? STAY_IMPORT_TOO_LARGE : STAY_IMPORT_FAILED,
          importRetryAt: tooLarge ? new Date(now.getTime() + TOO_LARGE_RETRY_MS) : null,
        })
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
        .set({ importedAt: now, importError: null, importRetryAt: null })
        .where(eq(stayCalendars.listingId, calendar.listingId));
    });
  }
  return { read: due.length - failed, failed };
}
