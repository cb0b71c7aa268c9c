import type { AlertFrequency } from '@nyumba/domain';
import { DAY_MS } from '@nyumba/domain';

/** "As they come" mails at most once an hour. */
const INSTANT_GAP_MS = 60 * 60 * 1000;
/** Daily and weekly mails leave at 07:00 in Nairobi (04:00 UTC), before people set out. */
const SEND_HOUR_UTC = 4;

/** The next 04:00 UTC strictly after `from`. */
function nextSendHour(from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), SEND_HOUR_UTC));
  return at > from ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * When an alert is next looked at. An instant alert is looked at on every run until it
 * mails, then not for an hour; a daily one at the next 07:00, a weekly one a week on.
 */
export function nextCheckAt(frequency: AlertFrequency, now: Date, mailed: boolean): Date {
  switch (frequency) {
    case 'instant':
      return mailed ? new Date(now.getTime() + INSTANT_GAP_MS) : now;
    case 'daily':
      return nextSendHour(now);
    case 'weekly':
      return nextSendHour(new Date(now.getTime() + 6 * DAY_MS));
  }
}

/** A new alert's (or a changed one's) first look: an instant one on the next run, the others at their hour. */
export function firstCheckAt(frequency: AlertFrequency, now: Date): Date {
  return nextCheckAt(frequency, now, false);
}
