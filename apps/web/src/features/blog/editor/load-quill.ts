import type Quill from 'quill';
import { registerSafeFormats } from './quill-formats';

/**
 * Quill is fetched only when the editor mounts: it is the heaviest code of the app
 * and only this screen needs it (docs/decisions/0002-preact-compat-instead-of-react-dom.md).
 */
export async function loadQuill(): Promise<typeof Quill> {
  const { default: QuillCtor } = await import('quill');
  registerSafeFormats(QuillCtor);
  return QuillCtor;
}
