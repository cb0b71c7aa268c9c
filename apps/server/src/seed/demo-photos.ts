import sharp from 'sharp';
import type { Random } from './random.ts';

const WALLS = ['#f4e1c1', '#e8d5b7', '#f7f3ea', '#d9c7a7', '#cfe3d4', '#f1d3c2'];
const ROOFS = ['#8b3a2b', '#5b4636', '#2f4858', '#7a5c3e', '#9c2f2f'];
const SKIES = [
  ['#7fb3e0', '#d7ecfa'],
  ['#f5b971', '#fde7c8'],
  ['#89c2d9', '#e0f3f8'],
];

// Photo-like texture: grey noise at a few scales, from blotches (light, plaster,
// foliage) down to a few pixels (grain and fine detail that survives downscaling
// to 640 px), each laid over the drawing with soft-light. The amplitudes are tuned
// so the WebP variants weigh what real camera photos do (about 0.12 bytes a pixel
// at 640 px and quality 75, between a street scene and a circuit-board close-up),
// so page-weight budgets measured on demo data hold for real listings.
const TEXTURE: readonly [cellPixels: number, amplitude: number][] = [
  [48, 45],
  [12, 35],
  [5, 40],
  [2.5, 40],
];

export interface DemoTexture {
  width: number;
  height: number;
  layers: { input: Buffer; raw: { width: number; height: number; channels: 3 }; blend: 'soft-light' }[];
}

async function textureLayer(random: Random, width: number, height: number, cell: number, amplitude: number) {
  const w = Math.max(2, Math.round(width / cell));
  const h = Math.max(2, Math.round(height / cell));
  const coarse = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i += 1)
    coarse.fill(Math.round(128 + (random.next() - 0.5) * 2 * amplitude), i * 3, i * 3 + 3);
  const input = await sharp(coarse, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  return { input, raw: { width, height, channels: 3 as const }, blend: 'soft-light' as const };
}

/** Made once per seed and shared by its photos: making it costs more than a photo. */
export async function makeDemoTexture(random: Random, width = 1600, height = 1200): Promise<DemoTexture> {
  const layers = [];
  for (const [cell, amplitude] of TEXTURE) layers.push(await textureLayer(random, width, height, cell, amplitude));
  return { width, height, layers };
}

/**
 * Draws a simple, distinct house picture with a camera-like texture. The demo needs
 * photos that look like a listing's and weigh like one (4:3, as phones take them),
 * exercising the real image pipeline without shipping binary files.
 */
export async function makeDemoPhoto(random: Random, texture: DemoTexture): Promise<Buffer> {
  const { width, height } = texture;
  const [skyTop, skyBottom] = random.pick(SKIES);
  const wall = random.pick(WALLS);
  const roof = random.pick(ROOFS);
  const floors = random.int(1, 3);
  const houseW = random.int(700, 1000);
  const floorH = 180;
  const houseH = floors * floorH + 60;
  const x0 = (width - houseW) / 2;
  const ground = height - 180;
  const y0 = ground - houseH;
  const windows: string[] = [];
  for (let f = 0; f < floors; f += 1) {
    for (let w = 0; w < 4; w += 1) {
      const wx = x0 + 60 + w * ((houseW - 120) / 4);
      const wy = y0 + 50 + f * floorH;
      windows.push(
        `<rect x="${wx}" y="${wy}" width="110" height="90" rx="6" fill="#9fd3f0" stroke="#ffffff" stroke-width="8"/>`,
      );
    }
  }
  const trees = Array.from({ length: random.int(2, 5) }, () => {
    const tx = random.int(40, width - 40);
    const size = random.int(50, 110);
    return `<rect x="${tx - 10}" y="${ground - size}" width="20" height="${size}" fill="#6b4f2a"/><circle cx="${tx}" cy="${ground - size}" r="${size * 0.8}" fill="#3f7d3a"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="${ground}" width="${width}" height="${height - ground}" fill="#6aa84f"/>
    <rect y="${ground + 40}" x="${width / 2 - 70}" width="140" height="${height - ground}" fill="#c9b48f"/>
    ${trees}
    <polygon points="${x0 - 40},${y0} ${x0 + houseW / 2},${y0 - 170} ${x0 + houseW + 40},${y0}" fill="${roof}"/>
    <rect x="${x0}" y="${y0}" width="${houseW}" height="${houseH}" fill="${wall}"/>
    ${windows.join('')}
    <rect x="${width / 2 - 55}" y="${ground - 170}" width="110" height="170" rx="8" fill="#6d3f1f"/>
  </svg>`;
  // Quality 88: a phone camera's JPEG, so the server's re-encoding starts from what it gets.
  return sharp(Buffer.from(svg)).composite(texture.layers).jpeg({ quality: 88 }).toBuffer();
}

/**
 * A photo that differs as two listers' photos do: a room or a yard drawn anew each time
 * (walls, floor, windows, furniture placed at random) over the camera texture. The house
 * drawings above are one template (a house in the middle, sky above, lawn below) that differ
 * mostly in colour, which a grey perceptual hash does not see: tests and the copy bench use
 * these where two photos must be told apart.
 */
export async function makeScenePhoto(random: Random, texture: DemoTexture): Promise<Buffer> {
  const { width, height } = texture;
  const colour = () => `hsl(${random.int(0, 359)},${random.int(10, 70)}%,${random.int(15, 85)}%)`;
  const shapes = Array.from({ length: random.int(4, 9) }, () => {
    const x = random.int(0, width - 100);
    const y = random.int(0, height - 100);
    const w = random.int(80, width / 2);
    const h = random.int(60, height / 2);
    return random.chance(0.6)
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour()}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`;
  }).join('');
  const horizon = random.int(height / 4, (height * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${horizon}" fill="${colour()}"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colour()}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).composite(texture.layers).jpeg({ quality: 88 }).toBuffer();
}
