import type Quill from 'quill';
import { registerSafeFormats } from './quill-formats';

/**
 * Quill is fetched only when the editor mounts: it is the heaviest code of the app
 * and only this screen needs it (DESIGN.md budgets).
 */
export async function loadQuill(): Promise<typeof Quill> {
  const { default: QuillCtor } = await import('quill');
  registerSafeFormats(QuillCtor);
  return QuillCtor;
}
