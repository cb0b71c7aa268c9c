import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { hostileFiles } from '../../../test/hostile-files.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signedUpUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

function upload(caller: Caller, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const body = multipartBody([{ filename, contentType, data }]);
  return caller.request({ method: 'POST', url: '/upload', ...body });
}

/** A camera-like JPEG: 1600 × 1200, rotated by EXIF, carrying GPS and camera tags. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8899aa' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'NyumbaCam', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

describe('POST /upload', () => {
  it('refuses a signed-out visitor', async () => {
    const res = await upload(anonymous(ctx), await cameraJpeg());
    expect(res.statusCode).toBe(401);
  });

  it('re-encodes a photo to WebP at five widths, rotated, with no metadata left', async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const res = await upload(user, original);
    expect(res.statusCode).toBe(201);
    const [url] = res.json().image_urls as string[];
    expect(url).toMatch(/^\/images\/[a-f0-9]{40}-1280\.webp$/);
    for (const width of [320, 640, 720, 960, 1280]) {
      const variant = await ctx.app.inject({ method: 'GET', url: url!.replace('-1280.webp', () => `-${width}.webp`) });
      expect(variant.statusCode).toBe(200);
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // The rotated photo is 1200 px wide, so the 1280 slot keeps 1200: never upscaled.
      expect(meta.width).toBe(Math.min(width, 1200));
      // Orientation 6 means the camera was turned: the stored image is portrait.
      expect(meta.height!).toBeGreaterThan(meta.width!);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.rawPayload.includes(Buffer.from('NyumbaCam'))).toBe(false);
    }
  });

  it('never upscales a small photo', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const res = await upload(user, small, 'small.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const url = (res.json().image_urls as string[])[0]!;
    const big = await ctx.app.inject({ method: 'GET', url });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(300);
  });

  it('accepts WebP and AVIF, whatever name and type the client claims', async () => {
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#112233' } })
      .webp()
      .toBuffer();
    const avif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#332211' } })
      .avif()
      .toBuffer();
    expect((await upload(user, webp, 'no-extension', 'application/octet-stream')).statusCode).toBe(201);
    expect((await upload(user, avif, 'photo.avif', 'image/avif')).statusCode).toBe(201);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const res = await upload(user, Buffer.alloc(15 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/15 MB/);
  });

  it('refuses a request without the file field or without multipart', async () => {
    const wrongField = multipartBody([{ field: 'photo', filename: 'a.jpg', data: await cameraJpeg() }]);
    expect((await user.request({ method: 'POST', url: '/upload', ...wrongField })).statusCode).toBe(400);
    const json = await user.request({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('hostile uploads', async () => {
  const files = await hostileFiles();
  it('has a corpus of at least 30 files', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files.map((f) => [f.name, f] as const))('refuses %s with a 4xx and a clear message', async (_name, file) => {
    const res = await upload(user, file.data, file.filename, file.contentType);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(res.json().message.length).toBeGreaterThan(10);
  });

  it('keeps serving after the whole corpus', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await upload(user, await cameraJpeg())).statusCode).toBe(201);
  });
});
