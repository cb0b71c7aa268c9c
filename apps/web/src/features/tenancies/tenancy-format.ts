import { groupThousands } from '@nyumba/domain';
import { kenyanDateFormat } from '../../lib/kenyan-dates';

// How a tenancy's figures and days are written on every screen of it: amounts as
// "KSH 35,000", days and times in Kenya whatever the phone's own time zone.

export const ksh = (amount: number) => `KSH ${groupThousands(amount)}`;

/** "Fri 1 Jan 2027": a move-in or move-out day written out, so nobody reads 01/02 as January. */
export function tenancyDay(date: string): string {
  return kenyanDateFormat('tenancy-day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    // Noon in Kenya: the same calendar day in any time zone the formatter is told.
    new Date(`${date}T09:00:00Z`),
  );
}

/** "Fri 1 Jan, 14:05": when something lapses or happened. */
export function tenancyTime(iso: string): string {
  return kenyanDateFormat('tenancy-time', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** The same calendar day `months` later (the 31st falls back to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
