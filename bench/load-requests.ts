// What the crowd sends: searches, map views, photos and listing bodies, as people use them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Terms (one with a typo), filters, sorts and map views at several zooms, as people use them.
export const SEARCHES = [
  'searchTerm=kilimani',
  'searchTerm=apartment',
  'searchTerm=kilimanii',
  'searchTerm=westlands%20bedsitter',
  'searchTerm=furnished%202%20bedroom',
  'type=rentals&minPrice=20000&maxPrice=60000',
  'type=for-sale&sort=price_asc',
  'type=bnbs&bedrooms=2',
  'bedrooms=1&maxPrice=30000',
  'type=rentals&searchTerm=parking&sort=price_desc',
  '',
];
export const MAPS = [
  'bbox=33.9,-4.7,41.9,5.0&zoom=7',
  'bbox=36.65,-1.45,37.05,-1.15&zoom=11',
  'bbox=36.73,-1.32,36.84,-1.25&zoom=14',
  'bbox=36.76,-1.30,36.80,-1.27&zoom=16&type=rentals',
];
const SPOTS: [number, number][] = [
  [-1.2896, 36.7856],
  [-1.2676, 36.8108],
  [-1.3182, 36.7073],
  [-1.2195, 36.8869],
  [-4.0435, 39.6682],
];
const TYPES = ['rentals', 'rentals', 'for-sale', 'bnbs'] as const;
const BEDROOMS = ['bedsitter', '1-bedroom', '2-bedroom', '3-bedroom'] as const;

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A small JPEG of random pixels: uploads are stored by content hash, so each must differ. */
export async function photo(): Promise<Blob> {
  const raw = randomBytes(32 * 24 * 3);
  const jpeg = await sharp(raw, { raw: { width: 32, height: 24, channels: 3 } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

export function listingBody(name: string, imageUrls: string[]) {
  const type = pick(TYPES);
  const [lat, lng] = pick(SPOTS);
  return {
    type,
    name,
    image_urls: imageUrls,
    bedrooms: pick(BEDROOMS),
    description: 'Load-test listing: quiet compound, borehole water, parking for one car.',
    phone_number: '0712 345 678',
    price: 15_000 + Math.floor(Math.random() * 100) * 1_000,
    furnished: Math.random() < 0.5,
    parking: Math.random() < 0.5,
    location: `${(lat + (Math.random() - 0.5) / 50).toFixed(5)},${(lng + (Math.random() - 0.5) / 50).toFixed(5)}`,
  };
}
