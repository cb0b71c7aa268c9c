import { describe, expect, it } from 'vitest';
import { isScreenPath } from './routes.ts';

describe('isScreenPath', () => {
  it.each([
    '/',
    '/sign-in',
    '/signin',
    '/Profile',
    '/profile/',
    '/listing/3f1c2a9e-0000-4000-8000-000000000000',
    '/update-listing/abc',
    '/blog/abc',
    '/edit-post/abc',
    '/maplayout',
    '/search-results',
  ])('%s is a screen', (path) => {
    expect(isScreenPath(path)).toBe(true);
  });

  it.each(['/no-such-page', '/listing', '/listing/a/b', '/blog/a/comments', '/sign-in-now', '/search.php', ''])(
    '%j is not',
    (path) => {
      expect(isScreenPath(path)).toBe(false);
    },
  );
});
