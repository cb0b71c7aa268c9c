import { pageAddress } from '@nyumba/domain';
import type { Transaction } from '../../db/database.ts';
import { smsNotice } from '../phone/index.ts';
import type { TenancyDeps } from './deps.ts';

/**
 * A tenancy's news to one of its parties by SMS (phone/notices.ts: only to a proven number,
 * a kind they want, five a day, none at night but reminders), in the transaction that made
 * it, with the tenancy's link: no names, the link says the rest.
 */
export async function tellParty(
  deps: Pick<TenancyDeps, 'jobs' | 'log' | 'caps'>,
  tx: Transaction,
  userId: string,
  tenancyId: string,
  words: 'tenancyRequested' | 'tenancyNews' | 'tenancyKeys',
  address: string | null = null,
): Promise<void> {
  await smsNotice(
    { jobs: deps.jobs, log: deps.log, caps: deps.caps, address },
    tx,
    userId,
    words === 'tenancyKeys' ? 'reminder' : 'booking',
    { words },
    pageAddress.tenancy(tenancyId),
  );
}
