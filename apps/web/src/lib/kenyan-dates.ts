import { currentLanguage } from '../i18n';

// Dates are shown in Kenyan time wherever the code runs, so the server's drawing (UTC)
// and the browser's hydration agree on the day, and in the language the screen is in.
const KENYA_TIME_ZONE = 'Africa/Nairobi';
const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale dates and numbers are written in: Kenya's English or Kenya's Swahili. */
function kenyanLocale(): 'en-KE' | 'sw-KE' {
  return currentLanguage() === 'sw' ? 'sw-KE' : 'en-KE';
}

/**
 * A formatter of one style in the screen's language, made once per language: the
 * first DateTimeFormat of a locale loads its data, which a phone feels.
 */
export function kenyanDateFormat(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = kenyanLocale();
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: KENYA_TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
} as const;
// Kenya keeps East Africa Time, UTC+3, all year (no daylight saving).
const KENYA_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * 'November 2026' / 'Novemba 2026'. Written from a table rather than a DateTimeFormat:
 * the listing page and a lister's page draw it while hydrating, and the first
 * DateTimeFormat a page makes costs a phone ~40 ms of one long task (the same words as
 * Intl's en-KE and sw-KE; kenyan-dates.test.ts compares them).
 */
export function formatMonthYear(date: Date): string {
  const kenyan = new Date(date.getTime() + KENYA_OFFSET_MS);
  return `${MONTHS[currentLanguage()][kenyan.getUTCMonth()]} ${kenyan.getUTCFullYear()}`;
}
/** 'Nov 2026'. */
export const formatShortMonthYear = (date: Date) =>
  kenyanDateFormat('short-month-year', { month: 'short', year: 'numeric' }).format(date);
/** '25 Nov 2026, 09:30'. */
export const formatDateTime = (date: Date) =>
  kenyanDateFormat('date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
/** '4 Mar 2026'. */
export const formatDayMonthYear = (date: Date) =>
  kenyanDateFormat('day-month-year', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
