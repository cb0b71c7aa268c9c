import { googleStart } from '@nyumba/domain';
import { describe, expect, it } from 'vitest';
import { googleStartPath, safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/settings', '/update-listing/42?tab=photos', '/search?type=rentals#map', '/'])('keeps %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'settings',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\u0000x',
    'javascript:alert(1)',
    '/sign-in',
    '/Sign-In?next=%2F',
    '/signin',
    '/sign-up/',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('sign-in links', () => {
  it('carries a useful return address and drops a useless or unsafe one', () => {
    expect(signInPath('/settings?x=1')).toBe('/sign-in?next=%2Fsettings%3Fx%3D1');
    expect(signInPath('/')).toBe('/sign-in');
    expect(signInPath('//evil.example')).toBe('/sign-in');
    expect(googleStartPath('/my-listing')).toBe(`${googleStart.path}?next=%2Fmy-listing`);
    expect(googleStartPath(null)).toBe(googleStart.path);
  });
});

describe('safeNextPath over 100,000 hostile characters', () => {
  // The bound tells a linear check from a backtracking one (seconds); it is not a speed target.
  it.each([' ', '/', '\\', '?', '#', 'a', '\u0000'])('reads a run of %j once', (run) => {
    const started = performance.now();
    safeNextPath(`/${run.repeat(100_000)}!`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
