import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, SYSTEM_CHROMIUM } from './browser.mjs';

// Every branch of the finder, on made-up machines: the real one keeps its browser, which
// other people's browser tests on this machine are using.

const CACHE = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const machine = (files: string[], more: Omit<Parameters<typeof decide>[0] & object, 'exists'> = {}) =>
  decide({ env: {}, playwrightPath: CACHE, isRoot: false, hasApt: false, ...more, exists: (f) => files.includes(f) });

describe('finding Chromium', () => {
  it('takes CHROME_PATH first, then Debian chromium, then Playwright’s cache', () => {
    const all = ['/opt/chrome', ...SYSTEM_CHROMIUM, CACHE];
    expect(machine(all, { env: { CHROME_PATH: '/opt/chrome' } })).toEqual({
      action: 'use',
      path: '/opt/chrome',
      source: 'CHROME_PATH',
    });
    expect(machine(all, { env: { CHROMIUM_PATH: '/opt/chrome' } })).toMatchObject({ path: '/opt/chrome' });
    expect(machine(all)).toMatchObject({ action: 'use', path: '/usr/bin/chromium' });
    expect(machine(['/usr/bin/chromium-browser', CACHE])).toMatchObject({ path: '/usr/bin/chromium-browser' });
    expect(machine([CACHE])).toEqual({ action: 'use', path: CACHE, source: "Playwright's cache" });
  });

  it('refuses a CHROME_PATH that is not there instead of quietly using another browser', () => {
    expect(machine([...SYSTEM_CHROMIUM], { env: { CHROME_PATH: '/opt/missing' } })).toEqual({
      action: 'fail',
      reason: 'CHROME_PATH is /opt/missing, but there is no such file',
    });
  });

  it.each([
    [true, true, 'apt'],
    [true, false, 'playwright'],
    [false, true, 'playwright'],
    [false, false, 'playwright'],
  ] as const)('with no browser, as root=%s with apt=%s, installs through %s and says why', (isRoot, hasApt, method) => {
    const decision = machine([], { isRoot, hasApt });
    expect(decision).toMatchObject({ action: 'install', method });
    expect(decision.action === 'install' && decision.reason).toMatch(
      /^no Chromium found \(looked at CHROME_PATH, \/usr\/bin\/chromium, \/usr\/bin\/chromium-browser, \/home\/dev\/\.cache.*\); /,
    );
  });

  it('on any machine, uses the first browser that is there, and installs only when none is', () => {
    const candidates = ['/opt/chrome', ...SYSTEM_CHROMIUM, CACHE];
    fc.assert(
      fc.property(fc.subarray(candidates), fc.boolean(), fc.boolean(), fc.boolean(), (files, named, isRoot, hasApt) => {
        const decision = machine(files, { env: named ? { CHROME_PATH: '/opt/chrome' } : {}, isRoot, hasApt });
        if (named) {
          expect(decision.action).toBe(files.includes('/opt/chrome') ? 'use' : 'fail');
          return;
        }
        const first = candidates.slice(1).find((file) => files.includes(file));
        if (first) expect(decision).toMatchObject({ action: 'use', path: first });
        else expect(decision).toMatchObject({ action: 'install', method: isRoot && hasApt ? 'apt' : 'playwright' });
      }),
    );
  });

  it('exits 1 with one line when the named browser is missing', () => {
    const script = path.resolve(import.meta.dirname, 'browser.mjs');
    const result = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', CHROME_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('browser: CHROME_PATH is /nonexistent/chromium, but there is no such file\n');
  });
});
