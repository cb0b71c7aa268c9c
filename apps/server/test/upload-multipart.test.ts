// Whatever a client sends to /upload as multipart/form-data, the answer is a 4xx with
// a message, never a 5xx, and the server goes on serving.
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedUpUser, type Caller } from './http.ts';
import { multipartBody } from './multipart.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let user: Caller;
let jpeg: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signedUpUser(ctx);
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});
// Uploads are limited per account (60 in 10 minutes): each test has its own, so every
// request reaches the parser rather than the limit.
beforeEach(async () => {
  user = await signedUpUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const send = (contentType: string | undefined, payload: Buffer | string) =>
  user.request({
    method: 'POST',
    url: '/upload',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    payload,
  });

async function expectClientError(res: Awaited<ReturnType<typeof send>>, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).not.toBe(429);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expect(res.json(), label).toMatchObject({ success: false, message: expect.any(String) });
}

const good = () => multipartBody([{ filename: 'p.jpg', data: jpeg }]);
const boundaryOf = (header: string) => /boundary=(.+)$/.exec(header)![1]!;

describe('malformed multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a quoted empty boundary', 'multipart/form-data; boundary=""'],
    ['a boundary that is not in the body', 'multipart/form-data; boundary=nothing-like-it'],
    ['a 71-character boundary', `multipart/form-data; boundary=${'b'.repeat(71)}`],
    ['a boundary with spaces', 'multipart/form-data; boundary=a b c'],
    ['a unicode boundary', 'multipart/form-data; boundary=ñandú'],
    ['two boundaries', 'multipart/form-data; boundary=a; boundary=b'],
    ['a bare semicolon', 'multipart/form-data;'],
    ['mixed, not form-data', 'multipart/mixed; boundary=x'],
  ])('%s', async (label, contentType) => {
    const body = good();
    await expectClientError(await send(contentType, body.payload), label);
  });

  it('a body cut short anywhere', async () => {
    const body = good();
    for (const cut of [0, 1, 10, 40, 80, 120, Math.floor(body.payload.length / 2), body.payload.length - 10]) {
      await expectClientError(
        await send(body.headers['content-type']!, body.payload.subarray(0, cut)),
        `cut at ${cut}`,
      );
    }
  });

  it('the wrong field, no file, an empty file, only text fields, many files, many fields, a huge field', async () => {
    const cases: [string, ReturnType<typeof multipartBody>][] = [
      ['wrong field name', multipartBody([{ field: 'photo', filename: 'p.jpg', data: jpeg }])],
      ['a text field only', multipartBody([{ field: 'file', data: 'not a file' }])],
      [
        'text fields then nothing',
        multipartBody([
          { field: 'a', data: '1' },
          { field: 'b', data: '2' },
        ]),
      ],
      ['no parts at all', multipartBody([])],
      ['an empty file', multipartBody([{ filename: 'p.jpg', data: Buffer.alloc(0) }])],
      ['not an image', multipartBody([{ filename: 'p.jpg', data: 'hello' }])],
      [
        'two files',
        multipartBody([
          { filename: 'a.jpg', data: jpeg },
          { filename: 'b.jpg', data: jpeg },
        ]),
      ],
      ['twenty files', multipartBody(Array.from({ length: 20 }, (_, i) => ({ filename: `${i}.jpg`, data: jpeg })))],
      ['fifty text fields', multipartBody(Array.from({ length: 50 }, (_, i) => ({ field: `f${i}`, data: 'x' })))],
      ['a 2 MB text field', multipartBody([{ field: 'note', data: 'x'.repeat(2 * 1024 * 1024) }])],
      ['a unicode field name', multipartBody([{ field: 'фото', filename: 'p.jpg', data: jpeg }])],
      ['a CR/LF file name', multipartBody([{ filename: 'p\r\n.jpg', data: jpeg }])],
    ];
    for (const [label, body] of cases) {
      const res = await send(body.headers['content-type']!, body.payload);
      // The only success is the one real photo in its field, whatever else is around it.
      if (res.statusCode === 201) continue;
      await expectClientError(res, label);
    }
  });

  it('random bodies and boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 80 }), fc.constant(boundaryOf(good().headers['content-type']!))),
        fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 500 })),
        async (boundary, body) => {
          const header = `multipart/form-data; boundary=${boundary}`.replace(/[^\t\x20-\x7e]/g, '');
          const res = await send(header, Buffer.from(body));
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.statusCode).not.toBe(429);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('still takes a real photo afterwards', async () => {
    const body = good();
    expect((await send(body.headers['content-type']!, body.payload)).statusCode).toBe(201);
  });
});
