import {
  findNeighbourhood,
  JOB_AREA_ERROR,
  JOB_NEEDS_NUMBER,
  JOB_OPEN_PER_CLIENT,
  JOB_SMS_FANOUT,
  JOB_TOO_MANY_OPEN,
  JOB_WHEN_ERROR,
  kenyaToday,
  nearestNeighbourhood,
  type JobBody,
} from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema.ts';
import { jobNotices, jobs } from '../../db/schema-jobs.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import { FOREIGN_IMAGE, ownPhotoPaths } from '../images/index.ts';
import type { JobDeps } from './deps.ts';
import { tellSide } from './job-notices.ts';
import { matchingProviders, type JobPlace } from './matching.ts';
import type { JobRow } from './job-read.ts';

/** Providers told of one job in the app ("Jobs near you"); the nearest JOB_SMS_FANOUT of them by SMS too. */
const TOLD_IN_APP = 200;
/** How far from a pin the nearest named neighbourhood may be. */
const PIN_TO_AREA_KM = 30;
const OPEN = sql`status IN ('open', 'quoted', 'accepted', 'paid', 'done', 'disputed')`;

/** Where the job is: a named neighbourhood (its centre), or a pin (named by the nearest neighbourhood). */
function placeOf(body: JobBody): Omit<JobPlace, 'trade'> {
  if (body.areaName) {
    const known = findNeighbourhood(body.areaName);
    const centre =
      body.location ??
      (known?.lat !== undefined && known.lng !== undefined ? { lat: known.lat, lng: known.lng } : null);
    if (!known || !centre) throw badRequest('areaName', JOB_AREA_ERROR);
    return { areaName: known.name, ...centre };
  }
  const { lat, lng } = body.location!;
  const near = nearestNeighbourhood(lat, lng, PIN_TO_AREA_KM);
  if (!near) throw badRequest('location', JOB_AREA_ERROR);
  return { areaName: near.name, lat, lng };
}

/**
 * A client with a proven number posts a job (five open at most). The providers it matches
 * are told in the transaction that wrote it: each in the app, the nearest few by SMS (the SMS
 * gate counts each against their day and Nyumba's budget).
 */
export async function postJob(deps: JobDeps, client: UserRow, body: JobBody, now = new Date()): Promise<JobRow> {
  if (!client.phone || !client.phoneVerifiedAt) throw forbidden(JOB_NEEDS_NUMBER);
  const place = { trade: body.trade, ...placeOf(body) };
  if (body.when !== 'this-week' && body.when < kenyaToday(now)) throw badRequest('when', JOB_WHEN_ERROR);
  const photos = await ownPhotoPaths(deps.db, deps.imageBaseUrl, client.id, body.photos, 'photos', FOREIGN_IMAGE);
  return deps.db.transaction(async (tx) => {
    // The client's row, locked: two posts at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, client.id)).for('update');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.clientId} = ${client.id} AND ${OPEN}`);
    if ((open?.n ?? 0) >= JOB_OPEN_PER_CLIENT) throw conflict(JOB_TOO_MANY_OPEN);
    const [row] = await tx
      .insert(jobs)
      .values({
        clientId: client.id,
        ...place,
        description: body.description,
        photos,
        whenWanted: body.when,
        budget: body.budget ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const matches = await matchingProviders(tx, place, client.id, TOLD_IN_APP);
    let texted = 0;
    for (const match of matches) {
      const bySms = texted < JOB_SMS_FANOUT && (await tellSide(deps, tx, match.providerId, row!.id, 'jobNear', now));
      if (bySms) texted += 1;
      await tx
        .insert(jobNotices)
        .values({ jobId: row!.id, ...match, bySms: bySms ? 'sent' : 'no', createdAt: now })
        .onConflictDoNothing();
    }
    return row!;
  });
}
