import { kenyanDateFormat } from '../../lib/kenyan-dates';

/** "Sat 12 Dec 2026": a stay's day written out, so nobody reads 03/12 as March. */
export function stayDay(date: string): string {
  return kenyanDateFormat('stay-day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    // Noon in Kenya: the same calendar day in any time zone the formatter is told.
    new Date(`${date}T09:00:00Z`),
  );
}

export const stayDates = (checkIn: string, checkOut: string) => `${stayDay(checkIn)} – ${stayDay(checkOut)}`;

/** When a request lapses: "Sat 12 Dec, 14:05". */
export function stayTime(iso: string): string {
  return kenyanDateFormat('stay-time', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}
