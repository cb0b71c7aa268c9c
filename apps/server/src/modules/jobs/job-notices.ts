import { pageAddress } from '@nyumba/domain';
import type { Transaction } from '../../db/database.ts';
import { smsNotice } from '../phone/index.ts';
import type { JobDeps } from './deps.ts';

/**
 * A job's news to one side by SMS (phone/notices.ts: only to a proven number, a kind they
 * chose, five a day, none at night but reminders), in the transaction that made it, with the
 * job's link: no names and no words anyone typed; the link says the rest.
 */
export async function tellSide(
  deps: Pick<JobDeps, 'jobs' | 'log' | 'caps'>,
  tx: Transaction,
  userId: string,
  jobId: string,
  words: 'jobNear' | 'jobNews' | { hoursLeft: number },
  now = new Date(),
): Promise<boolean> {
  const reminder = typeof words === 'object';
  const sent = await smsNotice(
    { jobs: deps.jobs, log: deps.log, caps: deps.caps, address: null },
    tx,
    userId,
    reminder ? 'reminder' : 'booking',
    reminder ? { words: 'jobRelease', hours: words.hoursLeft } : { words },
    pageAddress.job(jobId),
    now,
  );
  return sent !== null;
}
