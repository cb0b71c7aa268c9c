// Comparing 64-bit photo hashes (photo-hash.ts makes them): their distance, and the four
// pieces a lookup probes (multi-index hashing: two hashes within 7 bits share a piece within
// 1 bit), as hash-store.ts stores and queries them.

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

/** Widths of the hash's pieces, most significant first (they add up to 64). */
export const PIECE_BITS = [16, 16, 16, 16] as const;

/** The hash's four pieces, stored beside it and indexed (multi-index hashing). */
export function hashPieces(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  let shift = 64;
  return PIECE_BITS.map((bits) => {
    shift -= bits;
    return Number((unsigned >> BigInt(shift)) & ((1n << BigInt(bits)) - 1n));
  });
}

/** A piece of `bits` bits and every value within `radius` flipped bits of it (radius 0 to 2). */
export function pieceNeighbours(piece: number, bits: number, radius: number): number[] {
  const found = [piece];
  if (radius >= 1) for (let i = 0; i < bits; i += 1) found.push(piece ^ (1 << i));
  if (radius >= 2)
    for (let i = 0; i < bits; i += 1) for (let j = i + 1; j < bits; j += 1) found.push(piece ^ (1 << i) ^ (1 << j));
  return found;
}
