import { formatDayMonthYear } from '../../lib/kenyan-dates';

/** '4 Mar 2026' (in Swahili too) for an ISO date; '' for one that does not parse. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayMonthYear(date);
}
