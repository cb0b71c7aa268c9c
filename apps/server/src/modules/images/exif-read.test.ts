// The EXIF reader a copy claim's evidence comes from (exif-read.ts): the tags a camera writes,
// read as sharp hands them over, and a stranger's hostile block never throws nor hangs.
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifDate, MAX_TEXT, readExif } from './exif-read.ts';

/** A photo as a phone's camera saves it: make, model, software, both dates, a lens and GPS. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TECNO', Model: 'CAMON 20 Pro', Software: 'CK8n-H894ABC', DateTime: '2025:03:05 14:22:01' },
      IFD2: { DateTimeOriginal: '2025:03:05 14:21:59', LensModel: 'Rear main camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A TIFF block written by hand: IFD0 at 8 with `entries` (tag, type, count, value or offset),
 * then `tail` bytes from offset 8 + 2 + 12n + 4. Little-endian unless `big`.
 */
function tiff(entries: [number, number, number, number][], tail = Buffer.alloc(0), big = false): Buffer {
  const head = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  const u16 = (value: number, at: number) => (big ? head.writeUInt16BE(value, at) : head.writeUInt16LE(value, at));
  const u32 = (value: number, at: number) => (big ? head.writeUInt32BE(value, at) : head.writeUInt32LE(value, at));
  head.write(big ? 'MM' : 'II', 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(entries.length, 8);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    u16(tag, at);
    u16(type, at + 2);
    u32(count, at + 4);
    u32(value, at + 8);
  });
  return Buffer.concat([head, tail]);
}
/** Where `tail` starts in a tiff() of `n` entries. */
const tailAt = (n: number) => 8 + 2 + n * 12 + 4;

describe('readExif', () => {
  it('reads a camera’s make, model, software, dates and lens, and only whether there was GPS', async () => {
    const meta = await sharp(await cameraPhoto()).metadata();
    expect(meta.exif?.subarray(0, 6).toString('latin1')).toBe('Exif\0\0');
    expect(readExif(meta.exif)).toEqual({
      make: 'TECNO',
      model: 'CAMON 20 Pro',
      software: 'CK8n-H894ABC',
      fileDatedAt: '2025-03-05T14:22:01',
      takenAt: '2025-03-05T14:21:59',
      lens: 'Rear main camera',
      gps: true,
    });
  });

  it('a file with no EXIF, or one saved by an editor without a camera, says so', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(readExif((await sharp(plain).metadata()).exif)).toBeNull();
    const edited = await sharp(plain)
      .jpeg()
      .withExif({ IFD0: { Software: 'Adobe Photoshop Lightroom 7.2' } })
      .toBuffer();
    expect(readExif((await sharp(edited).metadata()).exif)).toMatchObject({
      make: null,
      model: null,
      software: 'Adobe Photoshop Lightroom 7.2',
      takenAt: null,
      gps: false,
    });
  });

  it('reads big-endian blocks, inline short text, and a GPS directory without coordinates as no GPS', () => {
    // Make "LG" fits in the entry (3 bytes with its NUL); the GPS directory at the tail holds only its version.
    const gpsAt = tailAt(2);
    const gpsDir = Buffer.alloc(2 + 12 + 4);
    gpsDir.writeUInt16BE(1, 0);
    gpsDir.writeUInt16BE(0x0000, 2); // GPSVersionID
    const block = tiff(
      [
        [0x010f, 2, 3, Buffer.from('LG\0\0').readUInt32BE(0)],
        [0x8825, 4, 1, gpsAt],
      ],
      gpsDir,
      true,
    );
    expect(readExif(block)).toMatchObject({ make: 'LG', gps: false });
  });

  it('never throws nor hangs on hostile blocks', () => {
    const cases: [string, Buffer][] = [
      ['empty', Buffer.alloc(0)],
      ['only the prefix', Buffer.from('Exif\0\0', 'latin1')],
      ['not TIFF', Buffer.from('Exif\0\0GIF89a-not-a-tiff-at-all', 'latin1')],
      ['wrong magic', Buffer.from('II\x2b\x00\x08\x00\x00\x00\x00\x00', 'latin1')],
      ['IFD0 past the end', tiff([]).fill(0xff, 4, 8)],
      // 65,535 entries claimed in a block of one: the reader stops where the bytes stop.
      ['entry count far beyond the block', Buffer.concat([tiff([]).subarray(0, 8), Buffer.from([0xff, 0xff, 1, 2])])],
      // The Exif and GPS pointers point back at IFD0 (a loop), and at themselves.
      [
        'sub-directories pointing back',
        tiff([
          [0x8769, 4, 1, 8],
          [0x8825, 4, 1, 8],
        ]),
      ],
      ['a pointer to itself', tiff([[0x8769, 4, 1, 10]])],
      ['pointers past the end', tiff([[0x8769, 4, 1, 0xfffffff0]])],
      // Text whose offset or length runs past the end, and a count of 4 billion.
      ['text past the end', tiff([[0x0110, 2, 64, 0xffffff00]])],
      ['text longer than the block', tiff([[0x0110, 2, 0xffffffff, tailAt(1)]], Buffer.from('Nokia'))],
      ['text of the wrong type', tiff([[0x0110, 7, 5, tailAt(1)]], Buffer.from('Nokia'))],
    ];
    for (let cut = 1; cut < 40; cut += 3)
      cases.push([`truncated at ${cut}`, tiff([[0x0110, 2, 6, 26]]).subarray(0, cut)]);
    for (const [name, block] of cases) {
      const started = performance.now();
      const facts = readExif(block);
      expect({ name, ok: facts === null || typeof facts.gps === 'boolean' }).toEqual({ name, ok: true });
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  it('cuts long text, drops control characters and bytes that are not text, and refuses impossible dates', () => {
    const long = Buffer.from(`${'A'.repeat(MAX_TEXT + 50)}\0`);
    expect(readExif(tiff([[0x0110, 2, long.length, tailAt(1)]], long))?.model).toHaveLength(MAX_TEXT);
    const dirty = Buffer.concat([Buffer.from('Ca\x07no\x1bn '), Buffer.from([0xff, 0xfe]), Buffer.from('EOS\0')]);
    expect(readExif(tiff([[0x010f, 2, dirty.length, tailAt(1)]], dirty))?.make).toBe('Canon EOS');
    const blank = Buffer.from('    \0');
    expect(readExif(tiff([[0x0131, 2, blank.length, tailAt(1)]], blank))?.software).toBeNull();
    expect(exifDate('2025:02:29 10:00:00')).toBeNull();
    expect(exifDate('0000:00:00 00:00:00')).toBeNull();
    expect(exifDate('2024:02:29 23:59:59')).toBe('2024-02-29T23:59:59');
    expect(exifDate('2024:13:01 10:00:00')).toBeNull();
    expect(exifDate('2024:01:01 24:00:00')).toBeNull();
    expect(exifDate('2024-01-01 10:00:00')).toBeNull();
  });

  it('any bytes, and any bytes after a real TIFF header, give facts or null and never throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const facts = readExif(Buffer.from(bytes));
        return facts === null || typeof facts.gps === 'boolean';
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.boolean(), fc.uint8Array({ maxLength: 600 }), (little, bytes) => {
        const header = Buffer.from(little ? 'II\x2a\x00\x08\x00\x00\x00' : 'MM\x00\x2a\x00\x00\x00\x08', 'latin1');
        const facts = readExif(Buffer.concat([header, Buffer.from(bytes)]));
        return facts === null || typeof facts.gps === 'boolean';
      }),
      { numRuns: 2000 },
    );
  });
});
