// Issue 42: a sentence that states a rule's number takes it from the rule's constant, so the
// words cannot go on saying "14 days" after the rule becomes 10. This walks every sentence
// the product writes (the web's texts, the server's messages, mails and SMS, the domain's
// messages) and refuses a policy's number typed beside its unit, in English or Swahili.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMAIL_LINK_HOURS,
  PAYOUT_AFTER_CHECK_IN_HOURS,
  REVIEW_BLIND_DAYS,
  STAY_HOLD_HOURS,
  VIEWING_HOLD_HOURS,
  VIEWING_REMIND_HOURS,
} from '@nyumba/domain';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

const UNITS = {
  days: { en: 'days?', sw: 'siku' },
  hours: { en: 'hours?', sw: 'saa' },
} as const;

/** The rules whose numbers the product's sentences state. */
const POLICIES: [name: string, value: number, unit: keyof typeof UNITS][] = [
  ['REVIEW_BLIND_DAYS', REVIEW_BLIND_DAYS, 'days'],
  ['STAY_HOLD_HOURS', STAY_HOLD_HOURS, 'hours'],
  ['VIEWING_HOLD_HOURS', VIEWING_HOLD_HOURS, 'hours'],
  ['VIEWING_REMIND_HOURS', VIEWING_REMIND_HOURS, 'hours'],
  ['EMAIL_LINK_HOURS', EMAIL_LINK_HOURS, 'hours'],
  ['PAYOUT_AFTER_CHECK_IN_HOURS', PAYOUT_AFTER_CHECK_IN_HOURS, 'hours'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The lines that hold a string (comments left out: they may say what a rule is). */
function sentenceLines(file: string): [number, string][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, at): [number, string] => [at + 1, line])
    .filter(([, line]) => !/^\s*(?:\/\/|\/?\*)/.test(line) && /['"`]/.test(line));
}

describe('a rule’s number in a sentence', () => {
  it('comes from its constant, in both languages', () => {
    const files = ROOTS.flatMap((root) => sources(path.join(repo, root)));
    expect(files.length).toBeGreaterThan(500);
    // A line may state a number several rules share (24 hours): it is named once, with all of them.
    const typed = new Map<string, string[]>();
    for (const [name, value, unit] of POLICIES) {
      const { en, sw } = UNITS[unit];
      const pattern = new RegExp(`(?<![\\d.{$])\\b${value} ${en}\\b|\\b${sw} ${value}(?!\\d)`);
      for (const file of files) {
        for (const [line, text] of sentenceLines(file)) {
          const where = `${path.relative(repo, file)}:${line}`;
          if (pattern.test(text)) typed.set(where, [...(typed.get(where) ?? []), name]);
        }
      }
    }
    expect([...typed].map(([where, names]) => `${where} types ${names.join(' or ')}`)).toEqual([]);
  });
});
