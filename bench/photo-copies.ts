// How well the photo hash (apps/server/src/modules/images/photo-hash.ts) tells a copy from
// a different photo, on a set made here (no downloads): demo photos drawn as the demo seeds
// them, and for each the ways a copier saves it (re-encoded, resized, cropped by up to 10 %,
// watermarked). A hit: a copy within the threshold of its original. A false match: two
// different originals, or a copy and another original, within it.
import sharp from 'sharp';
import { hammingDistance, photoHashes } from '../apps/server/src/modules/images/photo-hash.ts';
import { COPY_DISTANCE } from '../apps/server/src/modules/listings/copy-check.ts';
import { makeDemoPhoto, makeDemoTexture, makeScenePhoto as makeScene } from '../apps/server/src/seed/demo-photos.ts';
import { seededRandom } from '../apps/server/src/seed/random.ts';

const ORIGINALS = Number(process.env.BENCH_PHOTOS ?? 60);

type Variant = { name: string; make: (photo: Buffer) => Promise<Buffer> };

const watermark = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width - 20}" y="${height - 24}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(height / 22)}" fill="white" fill-opacity="0.8">0712 345 678 AGENT</text></svg>`,
  );

async function crop(photo: Buffer, left: number, top: number, right: number, bottom: number) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const l = Math.round(width * left);
  const t = Math.round(height * top);
  return sharp(photo)
    .extract({
      left: l,
      top: t,
      width: width - l - Math.round(width * right),
      height: height - t - Math.round(height * bottom),
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const VARIANTS: Variant[] = [
  { name: 're-encoded (WebP q50)', make: (p) => sharp(p).webp({ quality: 50 }).toBuffer() },
  { name: 'resized to 480 px', make: (p) => sharp(p).resize({ width: 480 }).jpeg({ quality: 70 }).toBuffer() },
  { name: 'cropped 10 % (left)', make: (p) => crop(p, 0.1, 0, 0, 0) },
  { name: 'cropped 7 % (top)', make: (p) => crop(p, 0, 0.07, 0, 0) },
  { name: 'cropped 3 % each side', make: (p) => crop(p, 0.03, 0.03, 0.03, 0.03) },
  { name: 'cropped 8 % right, 6 % bottom', make: (p) => crop(p, 0, 0, 0.08, 0.06) },
  { name: 'cropped 5 % left, 10 % top', make: (p) => crop(p, 0.05, 0.1, 0, 0) },
  {
    name: 'watermarked',
    make: async (p) => {
      const { width = 0, height = 0 } = await sharp(p).metadata();
      return sharp(p)
        .composite([{ input: watermark(width, height) }])
        .jpeg({ quality: 85 })
        .toBuffer();
    },
  },
];

export interface CopyFigures {
  photos: number;
  copies: number;
  hits: number;
  differentPairs: number;
  falseMatches: number;
  byVariant: { name: string; hits: number; worst: number }[];
  nearestDifferent: number;
  /** The demo's one-template drawings against each other (with their copies), apart. */
  template: { pairs: number; falseMatches: number };
}

/** A photo's nearness to a stored one: its whole-frame hash against each of the stored photo's hashes. */
const nearness = (hash: bigint, stored: bigint[]) => Math.min(...stored.map((other) => hammingDistance(hash, other)));

export async function measurePhotoCopies(threshold = COPY_DISTANCE): Promise<CopyFigures> {
  const random = seededRandom(20261127);
  const texture = await makeDemoTexture(random, 1200, 900);
  const stored: bigint[][] = [];
  const copies: { of: number; variant: string; hash: bigint }[] = [];
  const drawings = Math.ceil(ORIGINALS / 3);
  for (let i = 0; i < ORIGINALS; i += 1) {
    const photo = i < drawings ? await makeDemoPhoto(random, texture) : await makeScene(random, texture);
    stored.push(await photoHashes(photo));
    for (const variant of VARIANTS) {
      const [hash] = await photoHashes(await variant.make(photo));
      copies.push({ of: i, variant: variant.name, hash: hash! });
    }
  }
  const byVariant = VARIANTS.map((variant) => {
    const mine = copies.filter((copy) => copy.variant === variant.name);
    const distances = mine.map((copy) => nearness(copy.hash, stored[copy.of]!));
    return { name: variant.name, hits: distances.filter((d) => d <= threshold).length, worst: Math.max(...distances) };
  });
  let differentPairs = 0;
  let falseMatches = 0;
  let nearestDifferent = 64;
  const template = { pairs: 0, falseMatches: 0 };
  const count = (hash: bigint, other: bigint[], bothDrawings: boolean) => {
    const distance = nearness(hash, other);
    if (bothDrawings) {
      template.pairs += 1;
      if (distance <= threshold) template.falseMatches += 1;
      return;
    }
    differentPairs += 1;
    nearestDifferent = Math.min(nearestDifferent, distance);
    if (distance <= threshold) falseMatches += 1;
  };
  // Every original and every copy against every other photo's stored hashes.
  for (let i = 0; i < stored.length; i += 1)
    for (let j = 0; j < stored.length; j += 1)
      if (i !== j) count(stored[i]![0]!, stored[j]!, i < drawings && j < drawings);
  for (const copy of copies)
    for (let j = 0; j < stored.length; j += 1)
      if (j !== copy.of) count(copy.hash, stored[j]!, copy.of < drawings && j < drawings);
  return {
    photos: stored.length + copies.length,
    copies: copies.length,
    hits: byVariant.reduce((sum, v) => sum + v.hits, 0),
    differentPairs,
    falseMatches,
    byVariant,
    nearestDifferent,
    template,
  };
}

export function printCopyFigures(figures: CopyFigures, threshold = COPY_DISTANCE): void {
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(2)} %`;
  console.log(`\nCopied photos: ${figures.photos} photos, threshold ${threshold} of 64 bits`);
  console.log(`  hits ${figures.hits} of ${figures.copies} copies (${pct(figures.hits, figures.copies)})`);
  console.log(
    `  false matches ${figures.falseMatches} of ${figures.differentPairs} different pairs (${pct(figures.falseMatches, figures.differentPairs)}); nearest different pair ${figures.nearestDifferent} bits`,
  );
  console.log(
    `  the demo's one-template drawings among themselves: ${figures.template.falseMatches} of ${figures.template.pairs} pairs (${pct(figures.template.falseMatches, figures.template.pairs)})`,
  );
  for (const v of figures.byVariant)
    console.log(
      `  ${v.name.padEnd(30)} ${v.hits}/${figures.copies / figures.byVariant.length} caught, worst distance ${v.worst}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const threshold = Number(process.env.COPY_DISTANCE ?? COPY_DISTANCE);
  printCopyFigures(await measurePhotoCopies(threshold), threshold);
}
