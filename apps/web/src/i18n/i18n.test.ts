// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
// The blog's texts load with its screens (decision 0027): as its screens do, load them first.
import '../features/blog/blog-texts';
import i18n from './index';
import { en } from './en';

describe('i18n', () => {
  it('serves the English resources synchronously', () => {
    expect(i18n.t('blog.title')).toBe('Explore new ideas');
    expect(i18n.t('app.documentTitle', { page: 'Search' })).toBe('Search · Nyumba');
  });

  it('holds the spec pool of 18 distinct taglines', () => {
    expect(en.home.taglines).toHaveLength(18);
    expect(new Set(en.home.taglines).size).toBe(18);
  });

  it('rejects unknown keys at compile time', () => {
    // The typecheck (tsc) fails if this line stops being an error.
    // @ts-expect-error the key does not exist
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it("checks a text's values at compile time", () => {
    // The typecheck (tsc) fails if these lines stop being errors.
    // @ts-expect-error the text needs {{page}}
    expect(i18n.t('app.documentTitle')).toBe('{{page}} · Nyumba');
    // @ts-expect-error the text has no {{title}}
    expect(i18n.t('app.documentTitle', { page: 'Blog', title: 'x' })).toBe('Blog · Nyumba');
    // @ts-expect-error a text without values takes none
    expect(i18n.t('blog.title', { page: 'x' })).toBe('Explore new ideas');
  });
});
