import { z } from 'zod';

export const POST_TITLE_MAX = 200;
/** Content is HTML; 200 KB leaves room for a long article with a few small inline images. */
export const POST_CONTENT_MAX_BYTES = 200 * 1024;

// Counted by hand: the domain package runs in browsers and Node without DOM typings.
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const postBodySchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(POST_TITLE_MAX, { error: `Title must be at most ${POST_TITLE_MAX} characters` }),
  content: z
    .string({ error: 'Content is required' })
    .refine((html) => utf8ByteLength(html) <= POST_CONTENT_MAX_BYTES, {
      error: 'Content must be at most 200 KB',
    }),
  image: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .max(2048)
      .refine((value) => /^https?:\/\//i.test(value) || /^\/images\/[\w.-]+$/.test(value), {
        error: 'image must be an http(s) address or one of our images',
      })
      .optional(),
  ),
});
export type PostBody = z.infer<typeof postBodySchema>;

export const postSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  userRef: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postResponseSchema = z.object({ success: z.literal(true), post: postSchema });
export const postListResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;
