import { describe, expect, it } from 'vitest';
import { relaxSpaces } from './editor-html';

describe('relaxSpaces', () => {
  it('turns single &nbsp; into spaces so text wraps', () => {
    expect(relaxSpaces('<p>Karibu&nbsp;nyumbani&nbsp;<strong>sana</strong></p>')).toBe(
      '<p>Karibu nyumbani <strong>sana</strong></p>',
    );
  });

  it('keeps deliberate runs of spaces visible', () => {
    expect(relaxSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
  });

  it('leaves an escaped "&amp;nbsp;" typed by the writer alone', () => {
    expect(relaxSpaces('<p>write&nbsp;&amp;nbsp;</p>')).toBe('<p>write &amp;nbsp;</p>');
  });
});
