import { JOB_RELEASE_HOURS, JOB_REMINDER_HOURS } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema-jobs.ts';
import { fiveMinuteClock } from '../../jobs/clock-job.ts';
import type { JobDeps } from './deps.ts';
import { tellSide } from './job-notices.ts';
import { releaseStage } from './money-service.ts';
import type { JobRow } from './job-read.ts';

// What waits on the clock for jobs (every five minutes, once for the cluster): a client silent
// after "done" is reminded by SMS (24 and 60 hours after), and at 72 hours the stage's money
// goes to the provider. Each job is taken under a row lock and its state checked again, so two
// runs, or a run and the client confirming at the same moment, release once.

const HOUR_MS = 3_600_000;
/** Rows a run takes at a time: a run touches a page, the next run the next. */
const BATCH = 500;

const hoursSinceDone = (row: JobRow, now: Date) => (now.getTime() - Date.parse(row.done!.at)) / HOUR_MS;

export async function jobTick(deps: JobDeps, now = new Date()) {
  const waiting = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`${jobs.status} = 'done' AND ${jobs.updatedAt} <= ${new Date(now.getTime() - JOB_REMINDER_HOURS[0] * HOUR_MS)}`,
    )
    .orderBy(jobs.updatedAt)
    .limit(BATCH);
  let reminded = 0;
  let released = 0;
  for (const { id } of waiting) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update', { skipLocked: true });
      if (!row || row.status !== 'done' || !row.done) return;
      const hours = hoursSinceDone(row, now);
      if (hours >= JOB_RELEASE_HOURS) {
        await releaseStage(deps, tx, row, `released ${JOB_RELEASE_HOURS} hours after done, the client silent`, now);
        released += 1;
        return;
      }
      const due = JOB_REMINDER_HOURS.filter((at) => hours >= at && !row.reminded.includes(at));
      if (due.length === 0) return;
      await tellSide(deps, tx, row.clientId, row.id, { hoursLeft: Math.ceil(JOB_RELEASE_HOURS - hours) }, now);
      await tx
        .update(jobs)
        .set({ reminded: [...row.reminded, ...due] })
        .where(eq(jobs.id, row.id));
      reminded += 1;
    });
  }
  return { reminded, released };
}

export function jobTickJob(deps: () => JobDeps | null) {
  return fiveMinuteClock('job-tick', deps, (ready) => jobTick(ready), 'jobs kept');
}
