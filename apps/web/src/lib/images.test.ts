import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant } from './images';

const key = 'ab'.repeat(20);

describe('store image variants', () => {
  it('builds a srcset at 320, 640, 720, 960 and 1280 from any variant, keeping the host', () => {
    expect(imageSrcSet(`https://cdn.example.com/images/${key}-1280.webp`)).toBe(
      [320, 640, 720, 960, 1280].map((w) => `https://cdn.example.com/images/${key}-${w}.webp ${w}w`).join(', '),
    );
    expect(imageVariant(`/images/${key}-640.webp`, 320)).toBe(`/images/${key}-320.webp`);
  });

  it('leaves other addresses alone', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(imageVariant('https://example.com/photo.jpg', 320)).toBe('https://example.com/photo.jpg');
    expect(imageSrcSet(`/images/${key}-1280.png`)).toBeUndefined();
  });
});
