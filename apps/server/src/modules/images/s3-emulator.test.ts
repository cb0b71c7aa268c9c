// The S3 store against a real S3 emulator that checks signatures (s3rver, in-process on a
// free port): upload through the API, serve every width, delete; a wrong secret is refused;
// and a store that accepts connections and never answers gives a 503, not a hang.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { IMAGE_WIDTHS } from '@nyumba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppInstance } from '../../app-types.ts';
import { signedUpUser } from '../../../test/http.ts';
import { uploadPhoto } from '../../../test/listing-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { S3ImageStore } from './s3-store.ts';

const BUCKET = 'nyumba-photos';
let ctx: TestContext;
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let frozen: net.Server;
let frozenApp: AppInstance;
const sockets: net.Socket[] = [];

const store = (overrides: Partial<ConstructorParameters<typeof S3ImageStore>[0]> = {}) =>
  new S3ImageStore({
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 500,
    retries: 1,
    ...overrides,
  });

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'nyumba-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  ctx = await createTestApp();
  // The same app, its photos in the emulator.
  await ctx.app.close();
  ctx.app = await buildApp({ ...ctx.app.deps, store: store() });
  await ctx.app.ready();
  frozen = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
  const frozenEndpoint = `http://127.0.0.1:${(frozen.address() as AddressInfo).port}`;
  frozenApp = await buildApp({ ...ctx.app.deps, store: store({ endpoint: frozenEndpoint }) });
  await frozenApp.ready();
});
afterAll(async () => {
  await frozenApp?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => frozen?.close(resolve));
  await ctx?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('photos on S3', () => {
  it('uploads, serves every width and deletes, signed as S3 checks', async () => {
    const user = await signedUpUser(ctx);
    const url = await uploadPhoto(user);
    const key = /([0-9a-f]{40})-\d+\.webp$/.exec(url)![1]!;
    for (const width of IMAGE_WIDTHS) {
      const res = await ctx.app.inject({ method: 'GET', url: `/images/${key}-${width}.webp` });
      expect(res.statusCode, `${width} px`).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const direct = store();
    expect(await direct.exists(`${key}-640.webp`)).toBe(true);
    for (const width of IMAGE_WIDTHS) await direct.delete(`${key}-${width}.webp`);
    expect(await direct.exists(`${key}-640.webp`)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/images/${key}-320.webp` })).statusCode).toBe(404);
  });

  it('is refused with a wrong secret, and exists() says so rather than "missing"', async () => {
    const wrong = store({ secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('a'.repeat(40) + '-320.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(wrong.exists('a'.repeat(40) + '-320.webp')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('answers 503 when the store accepts connections and never answers', async () => {
    const res = await frozenApp.inject({ method: 'GET', url: `/images/${'b'.repeat(40)}-320.webp` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'listing.photos-unavailable-right-now-try',
      success: false,
      message: 'Photos are unavailable right now. Try again in a minute.',
    });
    expect(res.headers['retry-after']).toBe('30');
  });
});
