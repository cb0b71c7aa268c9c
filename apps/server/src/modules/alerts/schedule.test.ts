import { describe, expect, it } from 'vitest';
import { firstCheckAt, nextCheckAt } from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('when an alert is next looked at', () => {
  it('instant: every run until it mails, then not for an hour', () => {
    const now = at('2026-11-25T10:17:00Z');
    expect(nextCheckAt('instant', now, false)).toEqual(now);
    expect(nextCheckAt('instant', now, true)).toEqual(at('2026-11-25T11:17:00Z'));
    expect(firstCheckAt('instant', now)).toEqual(now);
  });

  it('daily: the next 07:00 in Nairobi (04:00 UTC), whether or not it mailed', () => {
    for (const [now, next] of [
      ['2026-11-25T03:59:59Z', '2026-11-25T04:00:00Z'],
      ['2026-11-25T04:00:00Z', '2026-11-26T04:00:00Z'],
      ['2026-11-25T04:03:00Z', '2026-11-26T04:00:00Z'],
      ['2026-11-25T23:30:00Z', '2026-11-26T04:00:00Z'],
      ['2026-12-31T12:00:00Z', '2027-01-01T04:00:00Z'],
    ]) {
      expect(nextCheckAt('daily', at(now!), true), now).toEqual(at(next!));
      expect(nextCheckAt('daily', at(now!), false), now).toEqual(at(next!));
    }
    expect(firstCheckAt('daily', at('2026-11-25T10:00:00Z'))).toEqual(at('2026-11-26T04:00:00Z'));
  });

  it('weekly: 07:00 in Nairobi a week on', () => {
    expect(nextCheckAt('weekly', at('2026-11-25T04:01:00Z'), true)).toEqual(at('2026-12-02T04:00:00Z'));
    expect(nextCheckAt('weekly', at('2026-11-25T03:00:00Z'), false)).toEqual(at('2026-12-01T04:00:00Z'));
    expect(firstCheckAt('weekly', at('2026-11-25T10:00:00Z'))).toEqual(at('2026-12-02T04:00:00Z'));
  });
});
