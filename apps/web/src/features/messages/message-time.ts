import { kenyanDateFormat } from '../../lib/kenyan-dates';

// Kenya keeps UTC+3 all year: a Kenyan calendar day is the UTC day of the time plus three hours.
const kenyanDay = (date: Date) => Math.floor((date.getTime() + 3 * 3_600_000) / 86_400_000);

/**
 * When a message was sent, in Kenyan time and the screen's language: the time today
 * ("14:05"), the weekday within the week ("Tue"), then the date ("3 Jun").
 */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = kenyanDay(now) - kenyanDay(date);
  if (days <= 0) return kenyanDateFormat('time', { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
  if (days < 7) return kenyanDateFormat('weekday', { weekday: 'short' }).format(date);
  return kenyanDateFormat('day-month', { day: 'numeric', month: 'short' }).format(date);
}

/** The heading over a day's messages: "Today", "Yesterday" or the date in full. */
export function messageDay(iso: string, labels: { today: string; yesterday: string }, now = new Date()): string {
  const days = kenyanDay(now) - kenyanDay(new Date(iso));
  if (days <= 0) return labels.today;
  if (days === 1) return labels.yesterday;
  return kenyanDateFormat('weekday-date', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

export const sameKenyanDay = (a: string, b: string) => kenyanDay(new Date(a)) === kenyanDay(new Date(b));
