import type { Language } from './language.ts';

/**
 * "Tue 9 Dec, 14:00" (Swahili "Jumanne 9 Des, 14:00") in Kenya's time, for an SMS or a USSD
 * screen: the day and time a person must act on, in the fewest characters that say it.
 */
export function kenyaDayTime(instant: Date, language: Language): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: 'Africa/Nairobi', ...options }).format(
      instant,
    );
  // Kenya keeps UTC+3 all year.
  const time = new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(11, 16);
  return `${part({ weekday: language === 'sw' ? 'long' : 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}, ${time}`;
}
