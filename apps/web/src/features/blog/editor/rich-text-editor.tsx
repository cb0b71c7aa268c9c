import '../blog-texts';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { fetchPublicConfig, publicConfigQueryKey } from '../../../lib/public-config';
import { uploadImage } from '../../../lib/upload-image';
import { sanitizePostHtml } from '../sanitize-post';
import { relaxSpaces } from './editor-html';
import { uploadEditorImage } from './image-upload';
import { keepWritingInView, wordTooltip } from './keep-in-view';
import { loadQuill } from './load-quill';
import { labelToolbar, TOOLBAR } from './toolbar';
import './rich-text-editor.css';

export interface RichTextEditorHandle {
  /** The post's HTML as the editor holds it, ready to send. */
  getHtml(): string;
}

interface RichTextEditorProps {
  ref?: Ref<RichTextEditorHandle>;
  /** A post being edited; read once, when the editor starts. */
  initialHtml?: string;
  labelledBy: string;
  /** The HTML after each change the writer makes (not the initial load), after a short pause. */
  onChange?: (html: string) => void;
  /** The top of whatever is fixed over the bottom of the page (the Submit bar); writing stays above it. */
  obstructionTop?: () => number;
}

/** Serialising a long post on every keystroke would make typing lag on a slow phone. */
const CHANGE_DELAY_MS = 250;

type Status = 'loading' | 'ready' | 'failed';

export function RichTextEditor({ ref, initialHtml, labelledBy, onChange, obstructionTop }: RichTextEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hostRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Read once at start; later changes to the prop must not reset what the writer typed.
  const initialRef = useRef(initialHtml);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const obstructionRef = useRef(obstructionTop);
  obstructionRef.current = obstructionTop;

  useImperativeHandle(ref, () => ({
    getHtml: () => (quillRef.current ? relaxSpaces(quillRef.current.getSemanticHTML()) : ''),
  }));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let changeTimer: ReturnType<typeof setTimeout> | undefined;
    let stopKeeping = () => {};
    loadQuill()
      .then((QuillCtor) => {
        if (cancelled) return;
        // Quill owns everything inside the host; React never renders children into it.
        const mount = document.createElement('div');
        host.replaceChildren(mount);
        const quill = new QuillCtor(mount, {
          theme: 'snow',
          placeholder: t('blog.createPost.editorPlaceholder'),
          modules: {
            toolbar: { container: TOOLBAR, handlers: { image: () => fileRef.current?.click() } },
            // Quill types a tab character on Tab, which traps keyboard users inside the
            // editor (the Submit button is after it). Tab moves on; at the start of a
            // list item it still indents, as in other editors.
            keyboard: { bindings: { tab: false, 'indent code-block': false, 'outdent code-block': false } },
          },
        });
        if (initialRef.current) {
          quill.setContents(quill.clipboard.convert({ html: sanitizePostHtml(initialRef.current) }), 'silent');
          (quill.getModule('history') as { clear(): void }).clear();
        }
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        quill.root.setAttribute('aria-labelledby', labelledBy);
        labelToolbar(host, (key) => t(`blog.createPost.toolbar.${key}`));
        quill.on('text-change', (_delta, _old, source) => {
          if (source !== 'user') return;
          clearTimeout(changeTimer);
          changeTimer = setTimeout(() => onChangeRef.current?.(relaxSpaces(quill.getSemanticHTML())), CHANGE_DELAY_MS);
        });
        wordTooltip(
          host,
          {
            visit: t('blog.createPost.linkBox.visit'),
            enterLink: t('blog.createPost.linkBox.enterLink'),
            edit: t('blog.createPost.linkBox.edit'),
            save: t('blog.createPost.linkBox.save'),
            remove: t('blog.createPost.linkBox.remove'),
          },
          t('blog.createPost.linkBox.placeholder'),
        );
        stopKeeping = keepWritingInView(quill, host, () => obstructionRef.current?.() ?? window.innerHeight);
        quillRef.current = quill;
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      clearTimeout(changeTimer);
      stopKeeping();
      quillRef.current = null;
      host.replaceChildren();
    };
    // One editor per mount; its texts are read at start.
  }, []);

  async function onFile(file: File | undefined) {
    const quill = quillRef.current;
    if (!file || !quill) return;
    setUploadError(null);
    setUploading(true);
    const { imageBaseUrl } = await queryClient
      .ensureQueryData({ queryKey: publicConfigQueryKey, queryFn: fetchPublicConfig, staleTime: Infinity })
      .catch(() => ({ imageBaseUrl: '' }));
    const result = await uploadEditorImage(file, (f) => uploadImage(f, { baseUrl: imageBaseUrl }));
    setUploading(false);
    if ('url' in result) {
      const range = quill.getSelection(true);
      quill.insertEmbed(range.index, 'image', result.url, 'user');
      quill.setSelection(range.index + 1, 0, 'silent');
      return;
    }
    setUploadError(result.message ?? t(`blog.createPost.${result.error}`));
  }

  return (
    <div className="rich-editor">
      <div ref={hostRef} data-testid="post-editor" />
      {status === 'loading' ? (
        <div
          role="status"
          className="flex min-h-[292px] items-center justify-center rounded-2xl border border-stone-500 bg-white text-stone-600"
        >
          {t('blog.createPost.loadingEditor')}
        </div>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-700">
          {t('blog.createPost.editorFailed')}
        </p>
      ) : null}
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          void onFile(file);
        }}
      />
      <div aria-live="polite" className="mt-2 min-h-6 text-sm">
        {uploading ? <p className="text-stone-600">{t('blog.createPost.uploadingImage')}</p> : null}
        {uploadError ? <p className="text-red-700">{uploadError}</p> : null}
      </div>
    </div>
  );
}
