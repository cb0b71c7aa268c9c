// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostContent } from './post-content';

describe('PostContent', () => {
  it('gives pictures without alt text an empty one, so screen readers skip them instead of reading the address', () => {
    render(<PostContent html={'<p>Before you pay</p><p><img src="https://example.com/a.jpg"></p>'} />);
    const picture = screen.getByTestId('post-content').querySelector('img')!;
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('loading')).toBe('lazy');
  });

  it("keeps a picture's own alt text", () => {
    render(<PostContent html={'<p><img src="https://example.com/a.jpg" alt="The kitchen"></p>'} />);
    expect(screen.getByRole('img', { name: 'The kitchen' })).toBeTruthy();
  });
});
