import { groupThousands, tradeLabel, type Job, type Language } from '@nyumba/domain';
import { kenyanDateFormat } from '../../lib/kenyan-dates';

// How a job's figures and days are written: amounts as "KSH 4,500", days and times in Kenya.

export const ksh = (amount: number) => `KSH ${groupThousands(amount)}`;

/** "Fri 1 Jan 2027": a day written out, so nobody reads 01/02 as January. */
export const jobDay = (date: string) =>
  kenyanDateFormat('job-day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${date}T09:00:00Z`),
  );

/** "Fri 1 Jan, 14:05". */
export const jobTime = (iso: string) =>
  kenyanDateFormat('job-time', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** "2026-11": the month a check was made, as the lister labels give it. */
export const checkedMonth = (iso: string) => iso.slice(0, 7);

export const tradeOf = (job: Pick<Job, 'trade'>, language: Language) => tradeLabel(job.trade, language);
