import { neighbourhoodCentre } from '@nyumba/domain';
import sharp from 'sharp';
import type { Caller } from './http.ts';
import { multipartBody } from './multipart.ts';

let colour = 0;
/** Uploads a small, distinct photo as this caller and returns its URL. */
export async function uploadPhoto(caller: Caller): Promise<string> {
  colour = (colour + 7919) % 0xffffff;
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: `#${colour.toString(16).padStart(6, '0')}` },
  })
    .jpeg()
    .toBuffer();
  const res = await caller.request({ method: 'POST', url: '/upload', ...multipartBody([{ filename: 'p.jpg', data }]) });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json().image_urls as string[])[0]!;
}

export function listingBody(imageUrls: string[], overrides: Record<string, unknown> = {}) {
  // A listing in another area has its pin there too: a pin far from its area is refused.
  const centre = typeof overrides.areaName === 'string' ? neighbourhoodCentre(overrides.areaName) : null;
  return {
    type: 'rentals',
    name: 'Bright 2 bedroom apartment in Kilimani',
    description: 'Quiet compound, borehole water, parking for one car.',
    phone_number: '0712 345 678',
    price: 'Ksh 45,000',
    bedrooms: '2-bedroom',
    furnished: false,
    parking: true,
    image_urls: imageUrls,
    location: centre ? `${centre.lat},${centre.lng}` : '-1.2896,36.7856',
    ...overrides,
  };
}

export async function createListingAs(caller: Caller, overrides: Record<string, unknown> = {}) {
  const photo = await uploadPhoto(caller);
  const res = await caller.request({
    method: 'POST',
    url: '/api/listing/create',
    payload: listingBody([photo], overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().listing as { id: string; image_urls: string[]; price: number; userRef: string };
}
