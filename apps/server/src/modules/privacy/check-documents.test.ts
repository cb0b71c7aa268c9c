// Issue 58: a document uploaded for a check (an EARB certificate, a TRA licence) is sealed at
// rest with the documents key, never public, opened by moderators only (each opening logged),
// and deleted 30 days after the decision it was for.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHECK_DOCUMENT_KIND_ERROR, CHECK_DOCUMENT_TYPE_ERROR, kenyaYear, type CheckDocument } from '@nyumba/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserSeed } from '../../seed/factories.ts';
import { anonymous, signedUpUser, type Caller } from '../../../test/http.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { pruneDecidedDocuments } from './check-documents.ts';

const moderatorSeed = makeUserSeed('mod');
let ctx: TestContext;
let moderator: Caller;
let certificate: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ MODERATOR_EMAILS: moderatorSeed.email });
  moderator = await signedUpUser(ctx, moderatorSeed);
  // A "certificate" with words a reader would look for in the stored bytes.
  certificate = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#f4f1e8' } })
    .composite([
      {
        input: Buffer.from('<svg width="300" height="60"><text x="5" y="40">EARB 2026</text></svg>'),
        top: 20,
        left: 10,
      },
    ])
    .png()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const upload = (caller: Caller, kind: string, data: Buffer, filename = 'certificate.png') =>
  caller.request({
    method: 'POST',
    url: '/api/user/documents',
    ...multipartBody([
      { field: 'kind', data: kind, contentType: 'text/plain' },
      { field: 'file', filename, data },
    ]),
  });
const sealedFiles = async () => {
  const dir = path.join(ctx.dataDir, 'images', 'do');
  return (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.startsWith('document-'))
    .map((name) => path.join(dir, name));
};

describe('documents for a check', () => {
  it('are sealed in the store, listed to their owner, opened by a moderator with the reading logged', async () => {
    const agent = await signedUpUser(ctx);
    const sent = await upload(agent, 'earb-certificate', certificate);
    expect(sent.statusCode, sent.body).toBe(201);
    const document = sent.json().document as CheckDocument;
    expect(document).toMatchObject({ kind: 'earb-certificate', mime: 'image/jpeg', decidedAt: null });

    // What the store holds is neither the file sent nor the JPEG kept: sealed bytes.
    const files = await sealedFiles();
    expect(files).toHaveLength(1);
    const stored = await readFile(files[0]!);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(stored.includes(certificate.subarray(0, 64))).toBe(false);
    expect(stored.includes(Buffer.from('JFIF'))).toBe(false);

    const mine = await agent.request({ method: 'GET', url: '/api/user/documents' });
    expect(mine.json().documents.map((d: CheckDocument) => d.id)).toEqual([document.id]);
    // Nobody else sees or opens it: not another member, not the owner through the moderators' door.
    const other = await signedUpUser(ctx);
    expect((await other.request({ method: 'GET', url: '/api/user/documents' })).json().documents).toEqual([]);
    expect((await other.request({ method: 'DELETE', url: `/api/user/documents/${document.id}` })).statusCode).toBe(404);
    expect((await agent.request({ method: 'GET', url: `/api/moderation/documents/${document.id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await anonymous(ctx).request({ method: 'GET', url: `/api/moderation/documents/${document.id}` })).statusCode,
    ).toBe(401);

    const opened = await moderator.request({ method: 'GET', url: `/api/moderation/documents/${document.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('image/jpeg');
    expect(opened.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await sharp(opened.rawPayload).metadata()).width).toBe(320);
    const listed = await moderator.request({ method: 'GET', url: `/api/moderation/users/${agent.user!.id}/documents` });
    expect(listed.json().documents[0].reads).toEqual([expect.objectContaining({ moderator: moderatorSeed.username })]);

    // The check decided: the 30 days start; after them the document and its bytes are gone.
    await agent.request({
      method: 'POST',
      url: `/api/user/update/${agent.user!.id}`,
      payload: { listerRole: 'agent', earbNumber: 'EARB/A/88', earbYear: kenyaYear(new Date()) },
    });
    await moderator.request({
      method: 'POST',
      url: `/api/moderation/users/${agent.user!.id}/agent`,
      payload: { verified: true, reason: 'Certificate matches the register' },
    });
    const decided = (await agent.request({ method: 'GET', url: '/api/user/documents' })).json().documents[0];
    expect(decided.decidedAt).not.toBeNull();
    expect(Date.parse(decided.deleteAfter) - Date.parse(decided.decidedAt)).toBe(30 * 86_400_000);
    expect(
      await pruneDecidedDocuments({ db: ctx.handle.db, store: ctx.store }, new Date(Date.now() + 29 * 86_400_000)),
    ).toBe(0);
    expect(
      await pruneDecidedDocuments({ db: ctx.handle.db, store: ctx.store }, new Date(Date.now() + 31 * 86_400_000)),
    ).toBe(1);
    expect(await sealedFiles()).toEqual([]);
    expect((await agent.request({ method: 'GET', url: '/api/user/documents' })).json().documents).toEqual([]);
    expect(
      (await moderator.request({ method: 'GET', url: `/api/moderation/documents/${document.id}` })).statusCode,
    ).toBe(404);
  });

  it('keeps a PDF as sent, and refuses what is neither a photo nor a PDF, whatever it is called', async () => {
    const owner = await signedUpUser(ctx);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const sent = await upload(owner, 'tra-licence', pdf, 'licence.pdf');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().document.mime).toBe('application/pdf');
    const opened = await moderator.request({
      method: 'GET',
      url: `/api/moderation/documents/${sent.json().document.id}`,
    });
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(opened.headers['content-security-policy']).toContain('sandbox');

    const script = await upload(owner, 'ownership', Buffer.from('<script>alert(1)</script>'), 'title.png');
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(CHECK_DOCUMENT_TYPE_ERROR);
    const kind = await upload(owner, 'passport', certificate);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors).toEqual({ kind: CHECK_DOCUMENT_KIND_ERROR });
    const json = await owner.request({ method: 'POST', url: '/api/user/documents', payload: { kind: 'ownership' } });
    expect(json.statusCode).toBe(415);
    // The owner deletes one at once, bytes and all.
    const del = await owner.request({ method: 'DELETE', url: `/api/user/documents/${sent.json().document.id}` });
    expect(del.statusCode).toBe(200);
    expect((await owner.request({ method: 'GET', url: '/api/user/documents' })).json().documents).toEqual([]);
  });
});
