import sharp from 'sharp';

/**
 * Perceptual hashes: 64 bits that stay nearly the same when a photo is re-encoded, resized,
 * recoloured or watermarked, so a listing that copies another lister's photos is caught
 * however the copy was saved. One hash cannot also survive a crop, a mirror or a frame, so a
 * photo is hashed through several windows, on two sides:
 *
 * - **Stored** (photo_hashes, indexed): the photo whole; cut 10, 20, 25 and 30 % from each
 *   side; cut 10 or 20 % from each pair of sides (adjacent: a corner dragged in; opposite: cut
 *   to a square or a wide strip); cut 2.5 to 15 % all round in steps of 2.5; and whole in its
 *   canonical orientation.
 * - **Probes** (photo_probes, only read for the photo's own listing): what a copy check looks
 *   up for a new photo: the photo whole; cut 5 % from each side and each pair of sides; cut
 *   20 % from the top or the bottom (a caption bar of up to 20 % is cut away, leaving what a
 *   stored 20 % cut holds); and whole in its canonical orientation (a mirrored or turned copy
 *   has the same one as its original), in both ways of any near tie. A copy cut from one or two
 *   sides of its original, up to 30 % from one side or 22.5 % from each of two, is then within
 *   2.5 % on each cut side of a probe meeting a stored window: the copy is a part of its
 *   original, so cuts are stored, and the probes' small cuts close the steps between them
 *   (one probe meets every stored window, where 2.5 % steps on the stored side would cost four
 *   times the hashes).
 *
 * Before any window a plain frame is trimmed (a border of one colour added around a copy).
 * The choices and their figures: bench/photo-copies.ts and docs/scam-shield.md.
 *
 * The hash is a DCT hash: the window averaged down to 32 × 32 grey cells, the signs of its
 * 8 × 8 lowest frequencies against their median. Unlike a difference hash it does not turn on
 * the noise of flat areas (sky, walls), which flipped bits between two saves of one photo.
 */
/** The print's method: photos printed by an earlier one are printed again (print-backfill.ts). */
export const PRINT_VERSION = 3;
const SIDE = 32;
const FREQUENCIES = 8;
/** The photo is read at most this wide and high (grey) before its windows are cut and averaged. */
const GRID = 480;
/** Below this spread of the low frequencies a photo is a flat colour or nearly: no hash, nothing to copy. */
const FLAT = 40;
/**
 * The canonical orientation is decided by the signs and sizes of the two lowest frequencies;
 * when one decision is within this share of the frequencies' spread, a probe also tries the
 * other way (a re-encoded mirror must not fall on the other side of a near tie).
 */
const TIE = 0.15;

/** Cuts from the left, top, right and bottom, as shares of each side. */
export type Window = readonly [left: number, top: number, right: number, bottom: number];

const SIDES = [0, 1, 2, 3] as const;
/** The window with `share` cut from each of `sides` (0 left, 1 top, 2 right, 3 bottom). */
const cut = (sides: readonly number[], shares: readonly number[]): Window =>
  SIDES.map((side) => shares[sides.indexOf(side)] ?? 0) as unknown as Window;
/** Every pair of sides: adjacent (a corner dragged in) and opposite (a new shape: square, wide). */
const PAIRS = SIDES.flatMap((a) => SIDES.filter((b) => b > a).map((b) => [a, b] as const));

/**
 * Stored windows, in order (the variant number is the index; the canonical whole is last):
 * the whole; each side cut 10, 20, 25 and 30 %; each pair of sides cut 10 or 20 % each (a
 * corner cropped, or the photo cut to a square or a wide strip); all round 2.5 to 15 %.
 */
export const STORED_WINDOWS: readonly Window[] = [
  [0, 0, 0, 0],
  ...[0.1, 0.2, 0.25, 0.3].flatMap((share) => SIDES.map((side) => cut([side], [share]))),
  ...PAIRS.flatMap((pair) => [0.1, 0.2].flatMap((first) => [0.1, 0.2].map((second) => cut(pair, [first, second])))),
  ...[0.025, 0.05, 0.075, 0.1, 0.125, 0.15].map((share): Window => [share, share, share, share]),
];
/**
 * Probe windows, before the canonical whole ones: the copy whole; cut 5 % from each side and
 * from each pair of sides (a copy cut 0-5 % short of a stored cut is cut on to within 2.5 % of
 * it: the stored cuts can step by 10 %, not 2.5, and one probe covers every stored window); and
 * cut 20 % from the top or the bottom (a caption bar of up to 20 % cut away).
 */
const PROBE_STEP = 0.05;
export const PROBE_WINDOWS: readonly Window[] = [
  [0, 0, 0, 0],
  ...SIDES.map((side) => cut([side], [PROBE_STEP])),
  ...PAIRS.map((pair) => cut(pair, [PROBE_STEP, PROBE_STEP])),
  [0, 0.2, 0, 0],
  [0, 0, 0, 0.2],
];

const COSINES = Array.from({ length: FREQUENCIES }, (_, u) =>
  Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The 8 × 8 lowest DCT frequencies of SIDE × SIDE cells, row (vertical frequency) first. */
function frequencies(cells: Float64Array): number[] {
  const out: number[] = [];
  for (let u = 0; u < FREQUENCIES; u += 1) {
    for (let v = 0; v < FREQUENCIES; v += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) {
        const cy = COSINES[u]![y]!;
        for (let x = 0; x < SIDE; x += 1) sum += cells[y * SIDE + x]! * cy * COSINES[v]![x]!;
      }
      out.push(sum);
    }
  }
  return out;
}

/** Sign bits against the median of the 63 that are structure (the first is mean brightness); null when flat. */
function bitsOf(coefficients: number[]): bigint | null {
  const rest = coefficients.slice(1).sort((a, b) => a - b);
  if (rest[rest.length - 1]! - rest[0]! < FLAT * SIDE) return null;
  const median = (rest[31]! + rest[32]!) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * The coefficients of the photo mirrored and turned so that its lowest horizontal frequency
 * is positive, its lowest vertical one too, and the horizontal one the larger: the same for
 * a photo and its mirror or its quarter turns. A DCT coefficient changes sign under a mirror
 * when its frequency along the mirror is odd, and a transpose swaps the two frequencies, so
 * this is done on the coefficients, not the pixels. With `ties`, every orientation that a
 * near tie could have given instead.
 */
function canonical(c: number[], ties: boolean): number[][] {
  const spread = Math.sqrt(c.slice(1).reduce((sum, x) => sum + x * x, 0) / 63) || 1;
  const horizontal = c[1]!;
  const vertical = c[FREQUENCIES]!;
  const near = (x: number) => ties && Math.abs(x) < TIE * spread;
  const flipsX = near(horizontal) ? [false, true] : [horizontal < 0];
  const flipsY = near(vertical) ? [false, true] : [vertical < 0];
  const swaps = near(Math.abs(horizontal) - Math.abs(vertical))
    ? [false, true]
    : [Math.abs(vertical) > Math.abs(horizontal)];
  const out: number[][] = [];
  for (const flipX of flipsX)
    for (const flipY of flipsY)
      for (const swap of swaps) {
        const turned = new Array<number>(64);
        for (let u = 0; u < FREQUENCIES; u += 1)
          for (let v = 0; v < FREQUENCIES; v += 1) {
            const sign = (flipX && v % 2 === 1 ? -1 : 1) * (flipY && u % 2 === 1 ? -1 : 1);
            turned[swap ? v * FREQUENCIES + u : u * FREQUENCIES + v] = sign * c[u * FREQUENCIES + v]!;
          }
        out.push(turned);
      }
  return out;
}

interface StoredHash {
  /** The window's place in STORED_WINDOWS; the canonical whole comes after them. */
  variant: number;
  hash: bigint;
}

export interface PhotoPrint {
  /**
   * What other photos are compared with: a hash per STORED_WINDOWS entry, then the canonical
   * whole. A window of one plain colour (a cut that is all floor or sky) has none.
   */
  stored: StoredHash[];
  /** What this photo looks up when its listing is checked. */
  probes: bigint[];
}

/** A frame is at least this share of a side deep on both of its sides. */
const MIN_FRAME = 0.01;
/** A row or column of the frame: every pixel within this of the first (JPEG blurs a plain colour a little). */
const FRAME_TOLERANCE = 14;

/** How many lines from one side are a plain frame (each flat, and of the frame's colour), and its colour. */
function frameDepth(line: (i: number) => Uint8Array, lines: number): { depth: number; colour: number } {
  const first = line(0);
  const colour = first[first.length >> 1]!;
  let depth = 0;
  for (; depth < lines; depth += 1) {
    const values = line(depth);
    let flat = true;
    for (const value of values)
      if (Math.abs(value - colour) > FRAME_TOLERANCE) {
        flat = false;
        break;
      }
    if (!flat) break;
  }
  return { depth, colour };
}

interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The part of the photo inside a plain frame (a border of one colour added around a copy),
 * as left, top, width and height. A frame that would leave less than half of a side is a
 * photo's plain wall or sky, not a frame: then the whole photo.
 */
function insideFrame({ data, width, height }: Grey): [number, number, number, number] {
  const row = (y: number) => data.subarray(y * width, (y + 1) * width);
  const column = (x: number) => {
    const out = new Uint8Array(height);
    for (let y = 0; y < height; y += 1) out[y] = data[y * width + x]!;
    return out;
  };
  // A frame goes round the photo: plain lines on one side only are a caption bar's margin
  // or the photo's own (trimming them would shift every window), so both sides or neither,
  // and of one colour: a plain sky above a plain floor is the photo, and a crop that cuts
  // into one of them must not move the windows of what is left.
  const pair = (a: { depth: number; colour: number }, b: { depth: number; colour: number }, lines: number) =>
    a.depth >= MIN_FRAME * lines && b.depth >= MIN_FRAME * lines && Math.abs(a.colour - b.colour) <= FRAME_TOLERANCE
      ? [a.depth, b.depth]
      : [0, 0];
  const [top, bottom] = pair(
    frameDepth(row, height),
    frameDepth((i) => row(height - 1 - i), height),
    height,
  );
  const [left, right] = pair(
    frameDepth(column, width),
    frameDepth((i) => column(width - 1 - i), width),
    width,
  );
  const w = width - left! - right!;
  const h = height - top! - bottom!;
  if (w < width / 2 || h < height / 2) return [0, 0, width, height];
  return [left!, top!, w, h];
}

/** Sums of the grey pixels above and left of each point of the region, so any window averages in O(1). */
function integral({ data, width }: Grey, [left, top, w, h]: [number, number, number, number]) {
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let line = 0;
    for (let x = 0; x < w; x += 1) {
      line += data[(top + y) * width + left + x]!;
      sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1]! + line;
    }
  }
  return { sums, width: w, height: h };
}

/** The window averaged down to SIDE × SIDE cells (each the mean of its share of the region). */
function cellsOf(region: ReturnType<typeof integral>, [left, top, right, bottom]: Window): Float64Array {
  const { sums, width: w, height: h } = region;
  const x0 = left * w;
  const y0 = top * h;
  const width = w * (1 - left - right);
  const height = h * (1 - top - bottom);
  const at = (x: number, y: number) => sums[y * (w + 1) + x]!;
  const cells = new Float64Array(SIDE * SIDE);
  for (let cy = 0; cy < SIDE; cy += 1) {
    const ya = Math.round(y0 + (height * cy) / SIDE);
    const yb = Math.max(ya + 1, Math.round(y0 + (height * (cy + 1)) / SIDE));
    for (let cx = 0; cx < SIDE; cx += 1) {
      const xa = Math.round(x0 + (width * cx) / SIDE);
      const xb = Math.max(xa + 1, Math.round(x0 + (width * (cx + 1)) / SIDE));
      cells[cy * SIDE + cx] = (at(xb, yb) - at(xa, yb) - at(xb, ya) + at(xa, ya)) / ((xb - xa) * (yb - ya));
    }
  }
  return cells;
}

/**
 * The photo's stored hashes and probes, or null for a photo with no structure to recognise
 * (a flat colour).
 */
export async function photoPrint(input: Buffer): Promise<PhotoPrint | null> {
  const { data, info } = await sharp(input, { failOn: 'error' })
    .rotate()
    .resize(GRID, GRID, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = { data, width: info.width, height: info.height };
  const sums = integral(grey, insideFrame(grey));
  const wholeFrequencies = frequencies(cellsOf(sums, [0, 0, 0, 0]));
  const whole = bitsOf(wholeFrequencies);
  // The whole photo a plain colour: nothing to recognise, nothing anyone could copy.
  if (whole === null) return null;
  const hash = (window: Window) => (window === STORED_WINDOWS[0] ? whole : bitsOf(frequencies(cellsOf(sums, window))));
  const stored: StoredHash[] = [];
  for (const [variant, window] of STORED_WINDOWS.entries()) {
    const value = hash(window);
    if (value !== null) stored.push({ variant, hash: value });
  }
  const [turned] = canonical(wholeFrequencies, false);
  stored.push({ variant: STORED_WINDOWS.length, hash: bitsOf(turned!)! });
  const probes = PROBE_WINDOWS.map((window) => (window === PROBE_WINDOWS[0] ? whole : hash(window)));
  for (const orientation of canonical(wholeFrequencies, true)) probes.push(bitsOf(orientation)!);
  return {
    stored,
    probes: [...new Set(probes.filter((value): value is bigint => value !== null))],
  };
}
