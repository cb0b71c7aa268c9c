// How well the photo prints (apps/server/src/modules/shield/photo-hash.ts) tell a copy from a
// different photo, on photos made here (no downloads): scenes drawn anew each time (rooms and
// yards of random walls, floors and furniture over a camera texture, as two listers' photos
// differ), and the demo's house drawings. Each original is copied the ways a copier edits a
// photo once (EDITS); a copy is caught when one of its probes is within the threshold of one
// of its original's stored hashes. A false match: a probe of one original or its copy within
// the threshold of another original's stored hashes.
import sharp, { type Sharp } from 'sharp';
import { photoPrint, type PhotoPrint } from '../apps/server/src/modules/shield/photo-hash.ts';
import { hammingDistance } from '../apps/server/src/modules/shield/hash-pieces.ts';
import { COPY_DISTANCE } from '../apps/server/src/modules/shield/copy-check.ts';
import { makeDemoPhoto, makeDemoTexture, makeScenePhoto } from '../apps/server/src/seed/demo-photos.ts';
import { seededRandom } from '../apps/server/src/seed/random.ts';

/** Scene originals (each with every edit); their pairs are the false-match corpus. */
const SCENES = Number(process.env.BENCH_PHOTOS ?? 120);
const DRAWINGS = Number(process.env.BENCH_DRAWINGS ?? 20);
/** The bar: each named edit caught in at least 18 of 20. */
const GOAL_SHARE = 0.9;

type Edit = { name: string; goal: boolean; make: (photo: Buffer) => Promise<Buffer> };

const size = async (photo: Buffer) => {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return { width, height };
};
const jpeg = (image: Sharp) => image.jpeg({ quality: 82 }).toBuffer();

async function crop(photo: Buffer, left: number, top: number, right: number, bottom: number) {
  const { width, height } = await size(photo);
  const l = Math.round(width * left);
  const t = Math.round(height * top);
  const w = width - l - Math.round(width * right);
  const h = height - t - Math.round(height * bottom);
  return jpeg(sharp(photo).extract({ left: l, top: t, width: w, height: h }));
}

async function border(photo: Buffer, share: number, colour: string) {
  const { width, height } = await size(photo);
  const x = Math.round(width * share);
  const y = Math.round(height * share);
  return jpeg(sharp(photo).extend({ left: x, right: x, top: y, bottom: y, background: colour }));
}

/** A dark bar with white words over the bottom (or top) `share` of the photo. */
async function captionBar(photo: Buffer, share: number, where: 'top' | 'bottom') {
  const { width, height } = await size(photo);
  const bar = Math.round(height * share);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bar}"><rect width="100%" height="100%" fill="#1d1d1b"/>
    <text x="24" y="${Math.round(bar * 0.62)}" font-family="sans-serif" font-size="${Math.round(bar * 0.42)}" fill="#fff">2BR KILIMANI CALL 0712 345 678</text></svg>`;
  return jpeg(sharp(photo).composite([{ input: Buffer.from(svg), top: where === 'top' ? 0 : height - bar, left: 0 }]));
}

const watermark = async (photo: Buffer) => {
  const { width, height } = await size(photo);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width - 20}" y="${height - 24}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(height / 22)}" fill="white" fill-opacity="0.8">0712 345 678 AGENT</text></svg>`;
  return jpeg(sharp(photo).composite([{ input: Buffer.from(svg) }]));
};

/** Every edit the bench makes; `goal` marks the ones held to GOAL_SHARE (the list and today's). */
export const EDITS: Edit[] = [
  { name: 're-encoded (WebP q50)', goal: true, make: (p) => sharp(p).webp({ quality: 50 }).toBuffer() },
  { name: 'resized to 480 px', goal: true, make: (p) => jpeg(sharp(p).resize({ width: 480 })) },
  { name: 'colour shift', goal: true, make: (p) => jpeg(sharp(p).modulate({ hue: 40, saturation: 1.4 })) },
  { name: 'brighter by 25 %', goal: true, make: (p) => jpeg(sharp(p).modulate({ brightness: 1.25 })) },
  { name: 'grayscale', goal: true, make: (p) => jpeg(sharp(p).greyscale()) },
  { name: 'blurred (sigma 2)', goal: true, make: (p) => jpeg(sharp(p).blur(2)) },
  {
    name: 'stretched to 16:9',
    goal: true,
    make: async (p) => jpeg(sharp(p).resize({ width: 1280, height: 720, fit: 'fill' })),
  },
  { name: 'watermarked', goal: true, make: watermark },
  { name: 'mirrored', goal: true, make: (p) => jpeg(sharp(p).flop()) },
  { name: 'flipped upside down', goal: true, make: (p) => jpeg(sharp(p).flip()) },
  { name: 'rotated 90°', goal: true, make: (p) => jpeg(sharp(p).rotate(90)) },
  { name: 'rotated 180°', goal: true, make: (p) => jpeg(sharp(p).rotate(180)) },
  { name: 'rotated 270°', goal: true, make: (p) => jpeg(sharp(p).rotate(270)) },
  { name: 'cropped 30 % (left)', goal: true, make: (p) => crop(p, 0.3, 0, 0, 0) },
  { name: 'cropped 30 % (top)', goal: true, make: (p) => crop(p, 0, 0.3, 0, 0) },
  { name: 'cropped 30 % (right)', goal: true, make: (p) => crop(p, 0, 0, 0.3, 0) },
  { name: 'cropped 30 % (bottom)', goal: true, make: (p) => crop(p, 0, 0, 0, 0.3) },
  { name: 'cropped 25 % (left)', goal: true, make: (p) => crop(p, 0.25, 0, 0, 0) },
  { name: 'cropped 17 % (right)', goal: true, make: (p) => crop(p, 0, 0, 0.17, 0) },
  { name: 'cropped 12 % (top)', goal: true, make: (p) => crop(p, 0, 0.12, 0, 0) },
  { name: 'cropped 7 % (bottom)', goal: true, make: (p) => crop(p, 0, 0, 0, 0.07) },
  { name: 'cropped 15 % all round', goal: true, make: (p) => crop(p, 0.15, 0.15, 0.15, 0.15) },
  { name: 'cropped 8 % all round', goal: true, make: (p) => crop(p, 0.08, 0.08, 0.08, 0.08) },
  { name: 'cropped 3 % all round', goal: true, make: (p) => crop(p, 0.03, 0.03, 0.03, 0.03) },
  { name: 'white border 10 %', goal: true, make: (p) => border(p, 0.1, '#ffffff') },
  { name: 'black border 4 %', goal: true, make: (p) => border(p, 0.04, '#000000') },
  { name: 'caption bar 15 % (bottom)', goal: true, make: (p) => captionBar(p, 0.15, 'bottom') },
  { name: 'caption bar 10 % (top)', goal: true, make: (p) => captionBar(p, 0.1, 'top') },
  { name: 'cropped 5 % (left)', goal: true, make: (p) => crop(p, 0.05, 0, 0, 0) },
  { name: 'cropped 22 % (bottom)', goal: true, make: (p) => crop(p, 0, 0, 0, 0.22) },
  // Two sides at once: a corner dragged in, or the photo cut to a new shape.
  { name: 'corner: 8 % right, 6 % bottom', goal: true, make: (p) => crop(p, 0, 0, 0.08, 0.06) },
  { name: 'corner: 20 % left, 10 % top', goal: true, make: (p) => crop(p, 0.2, 0.1, 0, 0) },
  { name: 'corner: 15 % right, 15 % bottom', goal: true, make: (p) => crop(p, 0, 0, 0.15, 0.15) },
  { name: 'cut to a square (12.5 % each side)', goal: true, make: (p) => crop(p, 0.125, 0, 0.125, 0) },
  { name: 'cut to a wide strip (10 % top, bottom)', goal: true, make: (p) => crop(p, 0, 0.1, 0, 0.1) },
  { name: 'cut off-centre (17 % left, 8 % right)', goal: true, make: (p) => crop(p, 0.17, 0, 0.08, 0) },
  { name: 'rotated 5° (not a goal)', goal: false, make: (p) => jpeg(sharp(p).rotate(5, { background: '#ffffff' })) },
  {
    name: 'three sides: 22 % left, 13 % right, 5 % top (not a goal)',
    goal: false,
    make: (p) => crop(p, 0.22, 0.05, 0.13, 0),
  },
];

export interface CopyFigures {
  threshold: number;
  originals: number;
  byEdit: { name: string; goal: boolean; hits: number; of: number; worst: number }[];
  differentPairs: number;
  falseMatches: number;
  nearestDifferent: number;
  drawings: { byEdit: { name: string; hits: number; of: number }[]; pairs: number; falseMatches: number };
  /** Milliseconds to print one photo (decode, trim, windows, hashes), median. */
  printMs: number;
}

/** Nearest distance from any probe of `copy` to any stored hash of `original`. */
const nearness = (copy: PhotoPrint, original: PhotoPrint) =>
  Math.min(...copy.probes.flatMap((probe) => original.stored.map(({ hash }) => hammingDistance(probe, hash))));

async function printsOf(photos: Buffer[], times: number[]) {
  const prints: PhotoPrint[] = [];
  for (const photo of photos) {
    const start = performance.now();
    const print = await photoPrint(photo);
    times.push(performance.now() - start);
    if (!print) throw new Error('a generated photo had no print');
    prints.push(print);
  }
  return prints;
}

async function copiesOf(originals: Buffer[], times: number[]) {
  const byEdit: PhotoPrint[][] = [];
  for (const edit of EDITS) byEdit.push(await printsOf(await Promise.all(originals.map(edit.make)), times));
  return byEdit;
}

export async function measurePhotoCopies(threshold = COPY_DISTANCE): Promise<CopyFigures> {
  const random = seededRandom(20261128);
  const texture = await makeDemoTexture(random, 1200, 900);
  const scenes: Buffer[] = [];
  for (let i = 0; i < SCENES; i += 1) scenes.push(await makeScenePhoto(random, texture));
  const drawings: Buffer[] = [];
  for (let i = 0; i < DRAWINGS; i += 1) drawings.push(await makeDemoPhoto(random, texture));
  const times: number[] = [];
  const originals = await printsOf(scenes, times);
  const copies = await copiesOf(scenes, times);
  const byEdit = EDITS.map((edit, e) => {
    const distances = copies[e]!.map((copy, i) => nearness(copy, originals[i]!));
    return {
      name: edit.name,
      goal: edit.goal,
      hits: distances.filter((d) => d <= threshold).length,
      of: distances.length,
      worst: Math.max(...distances),
    };
  });
  let differentPairs = 0;
  let falseMatches = 0;
  let nearestDifferent = 64;
  const count = (probe: PhotoPrint, other: PhotoPrint) => {
    const distance = nearness(probe, other);
    differentPairs += 1;
    nearestDifferent = Math.min(nearestDifferent, distance);
    if (distance <= threshold) falseMatches += 1;
  };
  for (let i = 0; i < originals.length; i += 1)
    for (let j = 0; j < originals.length; j += 1) {
      if (i === j) continue;
      count(originals[i]!, originals[j]!);
      // Each original's copies (a few edits, to keep the run short) against every other original.
      for (const e of [8, 13, 21, 24, 26]) count(copies[e]![i]!, originals[j]!);
    }
  const drawingPrints = await printsOf(drawings, times);
  const drawingCopies = await copiesOf(drawings, times);
  let drawingPairs = 0;
  let drawingFalse = 0;
  for (let i = 0; i < drawingPrints.length; i += 1)
    for (let j = 0; j < drawingPrints.length; j += 1)
      if (i !== j) {
        drawingPairs += 1;
        if (nearness(drawingPrints[i]!, drawingPrints[j]!) <= threshold) drawingFalse += 1;
      }
  times.sort((a, b) => a - b);
  return {
    threshold,
    originals: originals.length,
    byEdit,
    differentPairs,
    falseMatches,
    nearestDifferent,
    drawings: {
      byEdit: EDITS.map((edit, e) => ({
        name: edit.name,
        of: drawings.length,
        hits: drawingCopies[e]!.filter((copy, i) => nearness(copy, drawingPrints[i]!) <= threshold).length,
      })),
      pairs: drawingPairs,
      falseMatches: drawingFalse,
    },
    printMs: times[Math.floor(times.length / 2)]!,
  };
}

export function printCopyFigures(figures: CopyFigures): void {
  const share = (n: number, of: number) => `${n}/${of}`;
  console.log(
    `\nCopied photos: ${figures.originals} scene photos and their copies, threshold ${figures.threshold} of 64 bits; ` +
      `one photo's print ${figures.printMs.toFixed(1)} ms (median)`,
  );
  console.log(`  ${'edit'.padEnd(42)} scenes   worst  demo drawings  goal`);
  for (const [i, edit] of figures.byEdit.entries()) {
    const drawing = figures.drawings.byEdit[i]!;
    const met = !edit.goal ? '—' : edit.hits >= GOAL_SHARE * edit.of ? 'met' : 'MISSED';
    console.log(
      `  ${edit.name.padEnd(42)} ${share(edit.hits, edit.of).padStart(7)}  ${String(edit.worst).padStart(5)}  ${share(drawing.hits, drawing.of).padStart(13)}  ${met}`,
    );
  }
  const rate = figures.falseMatches / figures.differentPairs;
  console.log(
    `  false matches: ${figures.falseMatches} of ${figures.differentPairs.toLocaleString('en')} pairs of different photos ` +
      `(${(rate * 10_000).toFixed(2)} in 10,000; goal ≤ 1); nearest different pair ${figures.nearestDifferent} bits`,
  );
  console.log(
    `  the demo's one-template house drawings among themselves: ${figures.drawings.falseMatches} of ${figures.drawings.pairs} pairs within the threshold (one template, told apart by colour; not the corpus)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const threshold = Number(process.env.COPY_DISTANCE ?? COPY_DISTANCE);
  printCopyFigures(await measurePhotoCopies(threshold));
}
