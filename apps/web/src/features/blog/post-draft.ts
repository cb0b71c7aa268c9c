import { POST_TITLE_MAX } from '@nyumba/domain';

/** What the post editor keeps on this device while a post is being written. */
export interface PostDraft {
  title: string;
  /** The editor's HTML; sanitised again when the editor loads it. */
  content: string;
}

// Generous bounds: a draft is the writer's own text, but storage is anyone's to edit.
const CONTENT_MAX = 2_000_000;

/** A stored value as a draft, or null when it is not one. */
export function acceptPostDraft(value: unknown): PostDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, content } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof content !== 'string') return null;
  if (title.length > POST_TITLE_MAX * 4 || content.length > CONTENT_MAX) return null;
  return { title, content };
}
