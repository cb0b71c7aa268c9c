import { describe, expect, it } from 'vitest';
import { looksLikeEmail, sanitizeImageUrl, sanitizeLinkUrl, sanitizeVideoUrl, toEmbedUrl } from './link-rules';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ])('%s → %s', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://vimeo.com.evil.example/123',
    'javascript:alert("youtu.be/dQw4w9WgXcQ")',
  ])('%s is not a video link', (input) => {
    expect(toEmbedUrl(input)).toBeNull();
  });
});

describe('sanitizeLinkUrl', () => {
  it.each([
    ['https://example.co.ke/path?q=1#x', 'https://example.co.ke/path?q=1#x'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['mailto:jane@example.co.ke', 'mailto:jane@example.co.ke'],
    ['tel:+254712345678', 'tel:+254712345678'],
    ['sms:+254712345678', 'sms:+254712345678'],
    ['  https://example.com  ', 'https://example.com'],
    ['/listing/abc', '/listing/abc'],
  ])('keeps %s', (input, expected) => {
    expect(sanitizeLinkUrl(input)).toBe(expected);
  });

  it('converts video links to embed addresses', () => {
    expect(sanitizeLinkUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(sanitizeLinkUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('adds mailto: to e-mail-like links', () => {
    expect(sanitizeLinkUrl('jane@example.co.ke')).toBe('mailto:jane@example.co.ke');
    expect(sanitizeLinkUrl(' wanjiru.k+blog@mail.example.com ')).toBe('mailto:wanjiru.k+blog@mail.example.com');
    expect(looksLikeEmail('jane@example')).toBe(false);
    expect(looksLikeEmail('https://jane@example.com')).toBe(false);
  });

  it('adds https:// to a bare host name', () => {
    expect(sanitizeLinkUrl('example.co.ke')).toBe('https://example.co.ke');
    expect(sanitizeLinkUrl('www.nyumba.co.ke/blog?x=1')).toBe('https://www.nyumba.co.ke/blog?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/x',
    'about:blank',
    '//evil.example',
    '/\\evil.example',
    'http:evil',
    'https:/evil',
    'not a link',
    'hello',
    '',
    '   ',
  ])('blanks %j', (input) => {
    expect(sanitizeLinkUrl(input)).toBe('');
  });
});

describe('sanitizeImageUrl', () => {
  it.each([
    'https://example.com/a.jpg',
    'http://example.com/a.png',
    '/images/0123456789abcdef0123456789abcdef01234567-1280.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/webp;base64,UklGRg==',
  ])('keeps %s', (input) => {
    expect(sanitizeImageUrl(input)).toBe(input);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/gif;base64,R0lGOD',
    'data:text/html,<script>',
    'data:image/png,notbase64<script>',
    '//evil.example/a.png',
    'a.png',
    // An API address as a photo would make every reader's browser call it.
    '/api/x',
    '',
  ])('blanks %j', (input) => {
    expect(sanitizeImageUrl(input)).toBe('');
  });
});

describe('sanitizeVideoUrl', () => {
  it('keeps only video embeds', () => {
    expect(sanitizeVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(sanitizeVideoUrl('https://evil.example/embed/x')).toBe('');
    expect(sanitizeVideoUrl('javascript:alert(1)')).toBe('');
  });
});
