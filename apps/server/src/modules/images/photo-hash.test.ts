// The photo hash and its multi-index lookup (issue 31): a copy stays near, a different photo
// far, a flat colour has no hash, and every hash within the threshold shares a piece within
// the radius the lookup probes (so the index never misses a copy the distance would accept).
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COPY_DISTANCE } from '../listings/copy-check.ts';
import { photoMaker } from '../../../test/shield-fixtures.ts';
import { CROPS, hammingDistance, hashPieces, photoHashes, pieceNeighbours } from './photo-hash.ts';

const makePhoto = photoMaker(64);

describe('photo hashes', () => {
  it('a re-encoded, resized copy is within the threshold of its original; another photo is not', async () => {
    const photo = await makePhoto();
    const stored = await photoHashes(photo);
    expect(stored).toHaveLength(CROPS.length);
    const [copy] = await photoHashes(await sharp(photo).resize({ width: 400 }).webp({ quality: 40 }).toBuffer());
    expect(Math.min(...stored.map((hash) => hammingDistance(hash, copy!)))).toBeLessThanOrEqual(COPY_DISTANCE);
    const [other] = await photoHashes(await makePhoto());
    expect(Math.min(...stored.map((hash) => hammingDistance(hash, other!)))).toBeGreaterThan(COPY_DISTANCE);
  });

  it('a flat colour has nothing to recognise: no hash', async () => {
    const flat = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b855b' } })
      .jpeg()
      .toBuffer();
    expect(await photoHashes(flat)).toEqual([]);
  });

  it('counts differing bits, and splits a hash into four 16-bit pieces that make it up', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (hash) => {
        const pieces = hashPieces(hash);
        const joined = pieces.reduce((sum, piece) => (sum << 16n) | BigInt(piece), 0n);
        return pieces.every((piece) => piece >= 0 && piece <= 0xffff) && BigInt.asIntN(64, joined) === hash;
      }),
    );
  });

  it('every hash within the threshold shares a piece within the probed radius', () => {
    expect(pieceNeighbours(0, 0)).toHaveLength(1);
    expect(pieceNeighbours(0, 1)).toHaveLength(17);
    expect(new Set(pieceNeighbours(0xabcd, 2)).size).toBe(137);
    const radius = Math.floor(COPY_DISTANCE / 4);
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
          return hashPieces(near).some((piece, i) => pieceNeighbours(piece, radius).includes(mine[i]!));
        },
      ),
      { numRuns: 500 },
    );
  });
});
