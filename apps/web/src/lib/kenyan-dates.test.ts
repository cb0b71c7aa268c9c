import { afterEach, describe, expect, it } from 'vitest';
import { registerMessages, switchLanguage } from '../i18n';
import { sw } from '../i18n/sw';
import { serverMessages } from '../i18n/sw/server-messages';
import { formatMonthYear } from './kenyan-dates';

const intl = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(date);

describe('formatMonthYear', () => {
  afterEach(() => switchLanguage('en'));

  // Every month, and the hours around Kenyan midnight at a month's turn (UTC+3).
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 15, 12)),
    new Date(Date.UTC(2026, month, 1, 0, 30)),
    new Date(Date.UTC(2026, month, 1, 21, 30)),
    new Date(Date.UTC(2025, month + 1, 0, 20, 59)),
    new Date(Date.UTC(2025, month + 1, 0, 21, 0)),
  ]).flat();

  it('says what Intl says in Kenyan English, in Kenyan time', () => {
    for (const date of dates) expect(formatMonthYear(date)).toBe(intl('en-KE', date));
  });

  it('says what Intl says in Kenyan Swahili', () => {
    registerMessages('sw', sw, serverMessages);
    switchLanguage('sw');
    for (const date of dates) expect(formatMonthYear(date)).toBe(intl('sw-KE', date));
  });
});
