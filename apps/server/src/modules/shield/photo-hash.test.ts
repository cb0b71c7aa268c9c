// The photo print and its multi-index lookup (issues 31 and 38): a copy edited once (re-encoded,
// mirrored, turned, cropped, framed, captioned) stays near its original, a different photo
// far, a flat colour has no print, and every hash within the threshold shares a piece within
// the radius the lookup probes (so the index never misses a copy the distance would accept).
import fc from 'fast-check';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { COPY_DISTANCE } from './copy-check.ts';
import { photoMaker } from '../../../test/shield-fixtures.ts';
import { photoPrint, STORED_WINDOWS, type PhotoPrint } from './photo-hash.ts';
import { hammingDistance, hashPieces, PIECE_BITS, pieceNeighbours } from './hash-pieces.ts';

const makePhoto = photoMaker(64);

const nearest = (copy: PhotoPrint, original: PhotoPrint) =>
  Math.min(...copy.probes.flatMap((probe) => original.stored.map(({ hash }) => hammingDistance(probe, hash))));

async function edited(photo: Buffer, edit: (image: Sharp, width: number, height: number) => Sharp) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return edit(sharp(photo), width, height).jpeg({ quality: 80 }).toBuffer();
}

describe('photo prints', () => {
  it('a copy edited once is within the threshold of its original; another photo is not', async () => {
    const photo = await makePhoto();
    const original = (await photoPrint(photo))!;
    expect(original.stored).toHaveLength(STORED_WINDOWS.length + 1);
    const bar = (width: number, height: number) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(height * 0.15)}"><rect width="100%" height="100%" fill="#111"/><text x="10" y="30" font-size="28" fill="#fff">CALL 0712 345 678</text></svg>`,
      );
    const edits: [string, (image: Sharp, width: number, height: number) => Sharp][] = [
      ['re-encoded smaller', (image) => image.resize({ width: 400 }).webp({ quality: 40 })],
      ['mirrored', (image) => image.flop()],
      ['turned a quarter', (image) => image.rotate(90)],
      [
        'cut 30 % from the left',
        (image, w, h) =>
          image.extract({ left: Math.round(w * 0.3), top: 0, width: w - Math.round(w * 0.3), height: h }),
      ],
      [
        'cut 15 % all round',
        (image, w, h) =>
          image.extract({
            left: Math.round(w * 0.15),
            top: Math.round(h * 0.15),
            width: Math.round(w * 0.7),
            height: Math.round(h * 0.7),
          }),
      ],
      [
        'cut to a square (12.5 % from the left and the right)',
        (image, w, h) => image.extract({ left: Math.round(w * 0.125), top: 0, width: Math.round(w * 0.75), height: h }),
      ],
      [
        'a corner dragged in (20 % from the left, 10 % from the top)',
        (image, w, h) =>
          image.extract({
            left: Math.round(w * 0.2),
            top: Math.round(h * 0.1),
            width: w - Math.round(w * 0.2),
            height: h - Math.round(h * 0.1),
          }),
      ],
      [
        'framed in white',
        (image, w) =>
          image.extend({
            top: Math.round(w / 10),
            bottom: Math.round(w / 10),
            left: Math.round(w / 10),
            right: Math.round(w / 10),
            background: '#fff',
          }),
      ],
      ['captioned', (image, w, h) => image.composite([{ input: bar(w, h), top: h - Math.round(h * 0.15), left: 0 }])],
    ];
    for (const [name, edit] of edits) {
      const copy = (await photoPrint(await edited(photo, edit)))!;
      expect({ name, distance: nearest(copy, original) <= COPY_DISTANCE }).toEqual({ name, distance: true });
    }
    const other = (await photoPrint(await makePhoto()))!;
    expect(nearest(other, original)).toBeGreaterThan(COPY_DISTANCE);
  });

  it('a flat colour has nothing to recognise: no print', async () => {
    const flat = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b855b' } })
      .jpeg()
      .toBuffer();
    expect(await photoPrint(flat)).toBeNull();
  });

  it('counts differing bits, and splits a hash into pieces that make it up', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(PIECE_BITS.reduce((a, b) => a + b, 0)).toBe(64);
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (hash) => {
        const pieces = hashPieces(hash);
        const joined = pieces.reduce((sum, piece, i) => (sum << BigInt(PIECE_BITS[i]!)) | BigInt(piece), 0n);
        return (
          pieces.every((piece, i) => piece >= 0 && piece < 2 ** PIECE_BITS[i]!) && BigInt.asIntN(64, joined) === hash
        );
      }),
    );
  });

  it('every hash within the threshold shares a piece within the probed radius', () => {
    expect(pieceNeighbours(0, 16, 0)).toHaveLength(1);
    expect(pieceNeighbours(0, 16, 1)).toHaveLength(17);
    expect(new Set(pieceNeighbours(0xabcd, 16, 2)).size).toBe(137);
    const radius = Math.floor(COPY_DISTANCE / PIECE_BITS.length);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: COPY_DISTANCE }),
        (hash, flips) => {
          const near = BigInt.asIntN(
            64,
            flips.reduce((value, bit) => value ^ (1n << BigInt(bit)), hash),
          );
          const mine = hashPieces(hash);
          return hashPieces(near).some((piece, i) => pieceNeighbours(piece, PIECE_BITS[i]!, radius).includes(mine[i]!));
        },
      ),
      { numRuns: 500 },
    );
  });
});
