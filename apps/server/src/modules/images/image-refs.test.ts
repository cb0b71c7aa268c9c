// image_refs, kept by triggers, names exactly the photos the domain's own parser finds in
// a stored address or post HTML, for listings, posts and avatars, and forgets an owner's
// photos when it changes them or is deleted.
import { imageKeysIn } from '@nyumba/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { posts } from '../../db/schema-posts.ts';
import { imageRefs } from '../../db/schema-images.ts';
import { signedUpUser } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let author: string;
beforeAll(async () => {
  ctx = await createTestApp();
  author = (await signedUpUser(ctx)).user!.id;
});
afterAll(async () => {
  await ctx.close();
});

const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 40 });
const piece = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', 'https://cdn.example.co.ke', 'http://localhost:3000'),
      hex,
      fc.constantFrom(320, 640, 720, 960, 1280, 7, 12345),
    )
    .map(([base, key, width]) => `${base}/images/${key}-${width}.webp`),
  fc.string({ maxLength: 12 }),
  hex.map((key) => `<img src="/images/${key.toUpperCase()}-640.webp">`),
);
const text = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(' '));

const refsOf = async (kind: string, id: string) =>
  (
    await ctx.handle.db
      .select({ key: imageRefs.imageKey })
      .from(imageRefs)
      .where(and(eq(imageRefs.ownerKind, kind), eq(imageRefs.ownerId, id)))
  )
    .map((row) => row.key)
    .sort();

describe('image references', () => {
  it('match the domain parser for post HTML and images, through insert, update and delete', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.option(text), text, async (content, image, changed) => {
        const [post] = await ctx.handle.db
          .insert(posts)
          .values({ authorId: author, title: 't', content, image })
          .returning({ id: posts.id });
        const id = post!.id;
        expect(await refsOf('post', id)).toEqual([...new Set(imageKeysIn([image, content]))].sort());
        await ctx.handle.db.update(posts).set({ content: changed, image: null }).where(eq(posts.id, id));
        expect(await refsOf('post', id)).toEqual([...new Set(imageKeysIn([changed]))].sort());
        await ctx.handle.db.delete(posts).where(eq(posts.id, id));
        expect(await refsOf('post', id)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('follow an avatar', async () => {
    const key = 'c'.repeat(40);
    await ctx.handle.db
      .update(users)
      .set({ avatar: `https://cdn.example/images/${key}-320.webp` })
      .where(eq(users.id, author));
    expect(await refsOf('avatar', author)).toEqual([key]);
    await ctx.handle.db.update(users).set({ avatar: null }).where(eq(users.id, author));
    expect(await refsOf('avatar', author)).toEqual([]);
  });

  it('make the delete check an index lookup', async () => {
    // A test table is tiny, so the planner would rightly scan it: forbid that and see the index serve.
    const plan = await ctx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(sql`EXPLAIN SELECT 1 FROM image_refs r WHERE r.image_key = ${'d'.repeat(40)} LIMIT 1`);
    });
    expect(JSON.stringify(plan)).toMatch(/Index (Only )?Scan/);
  });
});
