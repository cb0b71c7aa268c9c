import { describe, expect, it } from 'vitest';
import { likelyOriginal, type PhotoFile } from './copy-evidence.ts';

const file = (width: number, height: number, model: string | null = null): PhotoFile => ({
  bytes: width * height,
  width,
  height,
  format: 'jpeg',
  make: model ? 'samsung' : null,
  model,
  lens: null,
  software: null,
  takenAt: null,
  fileDatedAt: null,
  gps: false,
  exif: model !== null,
});

describe('likelyOriginal: a hint, by pixels and a camera', () => {
  it('the camera’s larger file over a small copy without one, either way round', () => {
    const camera = file(4000, 3000, 'Galaxy A54 5G');
    const whatsapp = file(1600, 1200);
    expect(likelyOriginal(camera, whatsapp)).toBe('a');
    expect(likelyOriginal(whatsapp, camera)).toBe('b');
    // A camera on a file as large as the other still counts.
    expect(likelyOriginal(file(1600, 1200, 'iPhone 13'), file(1600, 1200))).toBe('a');
  });

  it('no hint when the evidence disagrees, is close, or is not recorded', () => {
    // A camera model on the smaller file (an upscaled copy beside a resized original): no hint.
    expect(likelyOriginal(file(1200, 900, 'TECNO CAMON 20'), file(2400, 1800))).toBeNull();
    expect(likelyOriginal(file(1600, 1200), file(1280, 960))).toBeNull();
    expect(likelyOriginal(file(4000, 3000, 'A'), file(3000, 2250, 'B'))).toBeNull();
    expect(likelyOriginal(undefined, file(800, 600))).toBeNull();
    expect(likelyOriginal(file(4000, 3000, 'A'), undefined)).toBeNull();
  });

  it('with a camera on both sides or neither, twice the pixels', () => {
    expect(likelyOriginal(file(1600, 1200), file(1080, 810))).toBe('a');
    expect(likelyOriginal(file(1080, 810, 'A'), file(4000, 3000, 'B'))).toBe('b');
  });
});
