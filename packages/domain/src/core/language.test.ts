import { describe, expect, it } from 'vitest';
import { preferredLanguage, resolveLanguage } from './language.ts';

describe('language of a visitor', () => {
  it.each([
    ['sw', 'sw'],
    ['sw-KE', 'sw'],
    ['SW-ke,en;q=0.5', 'sw'],
    ['en-KE,en;q=0.9,sw;q=0.8', 'en'],
    ['en-GB', 'en'],
    ['fr-FR,sw;q=0.3', 'sw'],
    ['fr, de;q=0.9', undefined],
    ['en;q=0.2, sw;q=0.9', 'sw'],
    ['sw;q=0, en', 'en'],
    ['sw;q=abc, en;q=0.1', 'en'],
    ['*', undefined],
    ['', undefined],
    [';;;,,,', undefined],
    [`${'x,'.repeat(5000)}sw`, undefined],
  ])('Accept-Language %j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });

  it('a stored choice wins over the browser; junk in the cookie is ignored', () => {
    expect(resolveLanguage('en', 'sw-KE')).toBe('en');
    expect(resolveLanguage('sw', 'en')).toBe('sw');
    expect(resolveLanguage('fr', 'sw')).toBe('sw');
    expect(resolveLanguage('<script>', undefined)).toBe('en');
    expect(resolveLanguage(undefined, undefined)).toBe('en');
  });
});
