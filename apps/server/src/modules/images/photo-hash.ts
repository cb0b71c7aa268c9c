import sharp from 'sharp';

/**
 * Perceptual hashes: 64 bits that stay nearly the same when a photo is re-encoded,
 * resized or watermarked, so a listing that copies another lister's photos is caught
 * however the copy was saved. Each stored photo is hashed whole and as crops (CROPS), so a
 * copy cut by up to 10 % lands near one of them. The hash, the crops and the distance were
 * chosen by measurement: bench/photo-copies.ts, figures in docs/scam-shield.md.
 *
 * The hash is a DCT hash: the photo shrunk to 32 × 32 grey pixels, lightly blurred, its 8 × 8
 * lowest frequencies each compared with their median. Unlike a difference hash it does not
 * turn on the noise of flat areas (sky, walls), which flipped bits between two saves of one
 * photo.
 */
const SIDE = 32;
const FREQUENCIES = 8;
/** Below this spread of the low frequencies a photo is a flat colour or nearly: no hash, nothing to copy. */
const FLAT = 40;

/** Cuts from the left, top, right and bottom, as shares of each side; the first is the whole photo. */
export const CROPS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0],
  [0.1, 0, 0, 0],
  [0, 0.1, 0, 0],
  [0, 0, 0.1, 0],
  [0, 0, 0, 0.1],
  [0.05, 0.05, 0.05, 0.05],
  [0.1, 0.1, 0, 0],
  [0, 0.1, 0.1, 0],
  [0, 0, 0.1, 0.1],
  [0.1, 0, 0, 0.1],
];

const COSINES = Array.from({ length: FREQUENCIES }, (_, u) =>
  Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

function dctHash(pixels: Buffer): bigint | null {
  const coefficients: number[] = [];
  for (let u = 0; u < FREQUENCIES; u += 1) {
    for (let v = 0; v < FREQUENCIES; v += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) {
        const cy = COSINES[u]![y]!;
        for (let x = 0; x < SIDE; x += 1) sum += pixels[y * SIDE + x]! * cy * COSINES[v]![x]!;
      }
      coefficients.push(sum);
    }
  }
  // The first is the average brightness, not structure: left out of the median and the spread.
  const rest = coefficients.slice(1).sort((a, b) => a - b);
  if (rest[rest.length - 1]! - rest[0]! < FLAT * SIDE) return null;
  const median = (rest[31]! + rest[32]!) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * The photo's hashes, one per CROPS entry, or [] for a photo with no structure to recognise
 * (a flat colour). Decoded once at a small size: the crops are cut from that.
 */
export async function photoHashes(input: Buffer): Promise<bigint[]> {
  const { data, info } = await sharp(input, { failOn: 'error' })
    .rotate()
    .resize(320, 320, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hashes: bigint[] = [];
  for (const [left, top, right, bottom] of CROPS) {
    const x = Math.round(320 * left);
    const y = Math.round(320 * top);
    const pixels = await sharp(data, { raw: { width: 320, height: 320, channels: info.channels } })
      .extract({
        left: x,
        top: y,
        width: 320 - x - Math.round(320 * right),
        height: 320 - y - Math.round(320 * bottom),
      })
      .resize(SIDE, SIDE, { fit: 'fill' })
      .blur(1)
      .extractChannel(0)
      .raw()
      .toBuffer();
    const hash = dctHash(pixels);
    if (hash === null) return [];
    hashes.push(hash);
  }
  return hashes;
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x > 0n) {
    x &= x - 1n;
    n += 1;
  }
  return n;
}

/** The hash's four 16-bit pieces, stored beside it and indexed (multi-index hashing). */
export function hashPieces(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  const piece = (i: number) => Number((unsigned >> BigInt(48 - 16 * i)) & 0xffffn);
  return [piece(0), piece(1), piece(2), piece(3)];
}

/** A 16-bit piece and every value within `radius` flipped bits of it (radius 0 to 2). */
export function pieceNeighbours(piece: number, radius: number): number[] {
  const found = [piece];
  if (radius >= 1) for (let i = 0; i < 16; i += 1) found.push(piece ^ (1 << i));
  if (radius >= 2)
    for (let i = 0; i < 16; i += 1) for (let j = i + 1; j < 16; j += 1) found.push(piece ^ (1 << i) ^ (1 << j));
  return found;
}
