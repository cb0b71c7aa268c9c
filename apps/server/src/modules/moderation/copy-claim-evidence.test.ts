// Review finding: an owner whose photos a thief listed first (copied from another site or a
// WhatsApp chat) is held as the copy. The rule stays (first publisher wins, a claim goes to a
// moderator); the claim now carries its evidence: what each uploaded file was (read before
// its metadata was stripped), each side's numbers and dates, and a due time a day away.
import { maskPhone, moderationQueueResponseSchema, type QueueItem } from '@nyumba/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { imageFacts } from '../../db/schema-images.ts';
import { copyClaims } from '../../db/schema-shield.ts';
import { makeUserSeed } from '../../seed/factories.ts';
import { AfricasTalkingStandIn } from '../../../test/africastalking.ts';
import { ageAccounts, establishedUser, provenNumber, signedUpUser, type Caller } from '../../../test/http.ts';
import { listingBody } from '../../../test/listing-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { photoMaker, upload } from '../../../test/shield-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const DAY = 24 * 60 * 60_000;
const moderatorSeed = makeUserSeed('mod');
let at: AfricasTalkingStandIn;
let ctx: TestContext;
let moderator: Caller;
beforeAll(async () => {
  at = await AfricasTalkingStandIn.start();
  // Listings show only numbers their listers proved, as in production.
  ctx = await createTestApp({ ...at.settings(), LISTING_NUMBER_PROOF: 'true', MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await at.close();
});

const makePhoto = photoMaker(4021);

/** The owner's own photo, as their phone's camera saved it: large, with the camera's EXIF and a location. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp(await makePhoto())
    .resize({ width: 3200 })
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'samsung', Model: 'Galaxy A54 5G', Software: 'A546EXXU7CXK1', DateTime: '2025:02:14 09:12:44' },
      IFD2: { DateTimeOriginal: '2025:02:14 09:12:44', LensModel: 'Samsung rear 5.5mm' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 2200/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 47/1 0/1',
      },
    })
    .toBuffer();
}

/** The thief's copy: saved from a chat, downscaled and recompressed, its metadata gone. */
const whatsappCopy = (photo: Buffer) => sharp(photo).resize({ width: 1200 }).jpeg({ quality: 70 }).toBuffer();

async function list(caller: Caller, phone: string, photo: Buffer, name: string) {
  const res = await caller.request({
    method: 'POST',
    url: '/api/listing/create',
    payload: listingBody([await upload(caller, photo)], { name, phone_number: phone }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().listing as { id: string; moderation?: { state: string } };
}

async function queue() {
  const res = await moderator.request({ method: 'GET', url: '/api/moderation/queue' });
  expect(res.statusCode).toBe(200);
  return moderationQueueResponseSchema.parse(res.json());
}

const claim = (caller: Caller, id: string, note: string) =>
  caller.request({ method: 'POST', url: `/api/listing/${id}/copy-claim`, payload: { note } });

/** A thief lists a copy of an owner's camera photo first; the owner's listing is held. */
async function stolenFirst() {
  const [owner, thief] = [await establishedUser(ctx), await signedUpUser(ctx)];
  await ageAccounts(ctx, [thief], 3);
  const [ownerPhone, thiefPhone] = [
    (await queryRows<{ phone: string }>(ctx.handle.db, sql`SELECT phone FROM users WHERE id = ${owner.user!.id}`))[0]!
      .phone,
    await provenNumber(ctx, thief, 2),
  ];
  const photo = await cameraPhoto();
  const copy = await whatsappCopy(photo);
  const stolen = await list(thief, thiefPhone, copy, 'Maisonette, ready to view');
  expect(stolen.moderation).toBeUndefined();
  const mine = await list(owner, ownerPhone, photo, 'Our maisonette in Kileleshwa');
  expect(mine.moderation?.state).toBe('hidden');
  return { owner, thief, ownerPhone, thiefPhone, photo, copy, stolen, mine };
}

describe('a copy claim carries its evidence', () => {
  it('each file as uploaded, each side’s numbers and dates, and a due time a day away', async () => {
    const { owner, ownerPhone, thiefPhone, photo, copy, stolen, mine } = await stolenFirst();
    const note = 'I took these photos myself in February; the other account copied them from my WhatsApp status.';
    expect((await claim(owner, mine.id, note)).statusCode).toBe(200);

    const answer = await queue();
    const item = answer.items.find((entry) => entry.id === mine.id)!;
    expect(item.claim).toMatchObject({ note, open: true });
    expect(Date.parse(item.claim!.dueAt) - Date.parse(item.claim!.claimedAt)).toBe(DAY);
    expect(answer.claims).toEqual({ waiting: expect.any(Number), overdue: 0 });
    expect(answer.claims!.waiting).toBeGreaterThanOrEqual(1);

    // The people: each lister's proven number, masked, since when, against the listing's number.
    expect(item.side).toEqual({
      createdAt: item.createdAt,
      publicSince: null,
      listerPhone: { masked: maskPhone(ownerPhone), since: expect.any(String) },
      contact: {
        masked: maskPhone(ownerPhone),
        sameAsLister: true,
        provenByLister: true,
        provenSince: expect.any(String),
      },
    });
    expect(Date.now() - Date.parse(item.side!.listerPhone!.since)).toBeGreaterThan(29 * DAY);
    expect(item.side!.contact.masked).toMatch(/^\+254 ••• ••• \d{3}$/);
    const [found] = item.copies;
    expect(found?.listing.id).toBe(stolen.id);
    expect(found?.sameContact).toBe(false);
    expect(found?.listing.side).toMatchObject({
      publicSince: found!.listing.createdAt,
      listerPhone: { masked: maskPhone(thiefPhone) },
      contact: { masked: maskPhone(thiefPhone), sameAsLister: true, provenByLister: true },
    });
    expect(Date.now() - Date.parse(found!.listing.side!.listerPhone!.since)).toBeLessThan(3 * DAY);

    // The files: the owner's camera original beside the thief's small copy, marked as the likelier original.
    expect(found?.photos).toHaveLength(1);
    const [pair] = found!.photos!;
    expect(pair!.this.file).toEqual({
      bytes: photo.length,
      width: 3200,
      height: 2400,
      format: 'jpeg',
      make: 'samsung',
      model: 'Galaxy A54 5G',
      lens: 'Samsung rear 5.5mm',
      software: 'A546EXXU7CXK1',
      takenAt: '2025-02-14T09:12:44',
      fileDatedAt: '2025-02-14T09:12:44',
      gps: true,
      exif: true,
    });
    expect(pair!.other.file).toEqual({
      bytes: copy.length,
      width: 1200,
      height: 900,
      format: 'jpeg',
      make: null,
      model: null,
      lens: null,
      software: null,
      takenAt: null,
      fileDatedAt: null,
      gps: false,
      exif: false,
    });
    expect(pair!.likelyOriginal).toBe('this');
    // Each side's upload: the thief's first, which is why the owner was held.
    expect(Date.parse(pair!.other.uploadedAt)).toBeLessThan(Date.parse(pair!.this.uploadedAt));
    expect(pair!.this.image).toMatch(/^\/images\/[0-9a-f]{40}-640\.webp$/);
    // No coordinates are kept anywhere, only that there were some.
    const stored = await ctx.handle.db.select().from(imageFacts);
    expect(JSON.stringify(stored)).not.toMatch(/17\/1|2200|36\/1|GPSLat/);
  });

  it('claims come first, the oldest due first; overdue ones are counted (queue and metric); an answer closes one', async () => {
    const first = await stolenFirst();
    const second = await stolenFirst();
    expect((await claim(first.owner, first.mine.id, 'These are my photos, taken by me at home.')).statusCode).toBe(200);
    expect((await claim(second.owner, second.mine.id, 'These are my photos, taken by me at home.')).statusCode).toBe(
      200,
    );
    // The first was made 26 hours ago: overdue by two hours.
    await ctx.handle.db
      .update(copyClaims)
      .set({ claimedAt: new Date(Date.now() - 26 * 60 * 60_000), dueAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(copyClaims.listingId, first.mine.id));
    // Sent again before an answer: the due time stays where the promise started.
    const before = (await queue()).items.find((item) => item.id === second.mine.id)!.claim!.dueAt;
    expect((await claim(second.owner, second.mine.id, 'Adding: the title deed is in my name.')).statusCode).toBe(200);

    const answer = await queue();
    const open = answer.items.filter((item) => item.claim?.open);
    expect(answer.items.slice(0, open.length)).toEqual(open);
    const dues = open.map((item) => Date.parse(item.claim!.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(open[0]!.id).toBe(first.mine.id);
    expect(open.find((item) => item.id === second.mine.id)!.claim!.dueAt).toBe(before);
    expect(answer.claims!.overdue).toBeGreaterThanOrEqual(1);
    const overdueBefore = answer.claims!.overdue;
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(new RegExp(`nyumba_copy_claims\\{state="overdue"\\} ${overdueBefore}\\b`));

    // The moderator rules the owner's listing the original: the claim is answered, the count drops.
    const ruled = await moderator.request({
      method: 'POST',
      url: `/api/moderation/listings/${first.mine.id}/copies`,
      payload: { ruling: 'original', reason: 'Camera original beside a small copy; the owner sent the deed' },
    });
    expect(ruled.statusCode).toBe(200);
    const after = await queue();
    expect(after.claims!.overdue).toBe(overdueBefore - 1);
    expect(after.items.find((item) => item.id === first.mine.id)).toBeUndefined();
    // The thief's listing is now the held copy; it has no claim to wait on.
    expect(after.items.find((item) => item.id === first.stolen.id)?.claim ?? null).toBeNull();
  });

  it('photos uploaded before this was recorded say "not recorded", with no hint', async () => {
    const { stolen, mine } = await stolenFirst();
    const [row] = await queryRows<{ key: string }>(
      ctx.handle.db,
      sql`SELECT image_key AS key FROM image_refs WHERE owner_kind = 'listing' AND owner_id = ${stolen.id}`,
    );
    await ctx.handle.db.delete(imageFacts).where(eq(imageFacts.imageKey, row!.key));
    const item = (await queue()).items.find((entry) => entry.id === mine.id) as QueueItem;
    const [pair] = item.copies[0]!.photos!;
    expect(pair!.other.file).toBeUndefined();
    expect(pair!.this.file?.model).toBe('Galaxy A54 5G');
    expect(pair!.likelyOriginal).toBeNull();
  });

  it('a photo whose EXIF is hostile (looping, truncated directories) is still taken, its facts what could be read', async () => {
    const uploader = await establishedUser(ctx);
    // A TIFF block whose Exif and GPS pointers point back at IFD0, and whose Model runs past the end.
    const tiff = Buffer.from('II\x2a\x00\x08\x00\x00\x00\x03\x00', 'latin1');
    const entry = (tag: number, type: number, count: number, value: number) => {
      const bytes = Buffer.alloc(12);
      bytes.writeUInt16LE(tag, 0);
      bytes.writeUInt16LE(type, 2);
      bytes.writeUInt32LE(count, 4);
      bytes.writeUInt32LE(value, 8);
      return bytes;
    };
    const block = Buffer.concat([
      Buffer.from('Exif\0\0', 'latin1'),
      tiff,
      entry(0x8769, 4, 1, 8),
      entry(0x8825, 4, 1, 8),
      entry(0x0110, 2, 4000, 0xfffffff0),
      Buffer.alloc(4),
    ]);
    const jpeg = await sharp(await makePhoto())
      .jpeg()
      .toBuffer();
    // Spliced in after the JPEG's start marker as its APP1 segment.
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.alloc(2), block]);
    app1.writeUInt16BE(block.length + 2, 2);
    const hostile = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    const res = await uploader.request({
      method: 'POST',
      url: '/upload',
      ...multipartBody([{ filename: 'x.jpg', data: hostile }]),
    });
    expect(res.statusCode).toBe(201);
    const key = /([0-9a-f]{40})-1280\.webp$/.exec(res.json().image_urls[0] as string)![1]!;
    const [facts] = await ctx.handle.db.select().from(imageFacts).where(eq(imageFacts.imageKey, key));
    // The block reached the reader (exif: true), which took nothing from it.
    expect(facts).toMatchObject({ bytes: hostile.length, format: 'jpeg', exif: true, model: null, gps: false });
  });
});
