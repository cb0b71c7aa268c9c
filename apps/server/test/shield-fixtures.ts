// The scam shield's tests (listings/scam-shield, freshness, new-lister-limit): photos that
// differ as two listers' do, and listings made and looked for through the API.
import sharp from 'sharp';
import { expect } from 'vitest';
import { makeDemoTexture, makeScenePhoto, type DemoTexture } from '../src/seed/demo-photos.ts';
import { seededRandom } from '../src/seed/random.ts';
import { anonymous, type Caller } from './http.ts';
import { listingBody } from './listing-fixtures.ts';
import { multipartBody } from './multipart.ts';
import type { TestContext } from './test-app.ts';

export interface ShieldListing {
  id: string;
  moderation?: { state: string; reason: string };
  confirmedAt: string;
}

/** Photos of their own, no two alike (seed/demo-photos.ts makeScenePhoto), from one seed. */
export function photoMaker(seed: number): () => Promise<Buffer> {
  const random = seededRandom(seed);
  let texture: DemoTexture | undefined;
  return async () => makeScenePhoto(random, (texture ??= await makeDemoTexture(random, 800, 600)));
}

export async function upload(caller: Caller, data: Buffer): Promise<string> {
  const res = await caller.request({ method: 'POST', url: '/upload', ...multipartBody([{ filename: 'p.jpg', data }]) });
  expect(res.statusCode).toBe(201);
  return (res.json().image_urls as string[])[0]!;
}

export async function create(
  caller: Caller,
  photos: Buffer[],
  overrides: Record<string, unknown> = {},
): Promise<ShieldListing> {
  const urls = [];
  for (const photo of photos) urls.push(await upload(caller, photo));
  const res = await caller.request({
    method: 'POST',
    url: '/api/listing/create',
    payload: listingBody(urls, overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().listing as ShieldListing;
}

/** Whether search (the newest 100) shows it. */
export async function inSearch(ctx: TestContext, id: string): Promise<boolean> {
  const res = await anonymous(ctx).request({ method: 'GET', url: '/api/listing/search?limit=100' });
  return (res.json().listings as { id: string }[]).some((listing) => listing.id === id);
}

/** The photo as a copier saves it: `share` of its width cut from the left, smaller, WebP. */
export async function cropped(photo: Buffer, share: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const cut = Math.round(width * share);
  return sharp(photo)
    .extract({ left: cut, top: 0, width: width - cut, height })
    .resize({ width: 640 })
    .webp({ quality: 60 })
    .toBuffer();
}
