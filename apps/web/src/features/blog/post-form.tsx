import './blog-texts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { POST_TITLE_MAX, type Post } from '@nyumba/domain';
import { paths } from '../../paths';
import { notify } from '../../components/app-toast';
import { invalidateContracts } from '../../lib/api-client';
import { useDraftAutosave } from '../../lib/drafts';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { createPost, POST_CONTRACTS, postKeys, updatePost } from './posts-api';
import type { PostDraft } from './post-draft';
import { RichTextEditor, type RichTextEditorHandle } from './editor/rich-text-editor';
import { submitErrorMessage } from './submit-error';
import { OfflineFormNotice } from '../../components/offline-banner';
import { useOnline } from '../../lib/offline';
import { UnconfirmedNotice } from '../auth';

interface PostFormProps {
  /** The post being edited; a new post when absent. */
  post?: Post;
  /** Where this device keeps the draft (lib/drafts.ts); none without a signed-in user. */
  draftKey: string | null;
  /** A draft the writer chose to restore: the form starts from it. */
  draft?: PostDraft;
}

/**
 * Title, editor and the fixed Submit with its error bubble (docs/product.md, Post editor).
 * A failed submit leaves the title and the text as they were.
 */
export function PostForm({ post, draftKey, draft }: PostFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editorRef = useRef<RichTextEditorHandle>(null);
  const submitBarRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const editorLabelId = useId();
  const errorId = useId();
  const [title, setTitle] = useState(draft?.title ?? post?.title ?? '');
  const initialContent = draft?.content ?? post?.content;
  const [content, setContent] = useState(initialContent ?? '');
  // The editor's own HTML of an unchanged post can differ from the stored one, so a
  // change is a keystroke in the editor, not a difference of strings.
  const [contentTouched, setContentTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const changed = Boolean(draft) || contentTouched || title !== (post?.title ?? '');
  const autosave = useDraftAutosave(draftKey, { title, content } satisfies PostDraft, changed);
  const leave = useLeaveWarning(autosave.dirty && !submitting);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Each new attempt starts without the last one's error (docs/product.md, Post editor).
    setError(null);
    setSubmitting(true);
    const input = { title, content: editorRef.current?.getHtml() ?? '' };
    try {
      const saved = post ? await updatePost(post._id, input) : await createPost(input);
      queryClient.setQueryData(postKeys.one(saved._id), saved);
      await invalidateContracts(queryClient, POST_CONTRACTS, 'none');
      notify(post ? t('app.notices.postUpdated') : t('app.notices.postPublished'));
      autosave.finish();
      leave.release();
      navigate(paths.myPosts);
    } catch (caught) {
      setError(
        submitErrorMessage(
          caught,
          post ? t('blog.createPost.updateFailed') : t('blog.createPost.failed'),
          t('blog.createPost.genericError'),
        ),
      );
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4 pb-32">
      <OfflineFormNotice />
      {post ? null : <UnconfirmedNotice />}
      <div>
        <label htmlFor={titleId} className="sr-only">
          {t('blog.createPost.titleLabel')}
        </label>
        <input
          id={titleId}
          name="title"
          type="text"
          required
          maxLength={POST_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('blog.createPost.titlePlaceholder')}
          autoComplete="off"
          className="min-h-12 w-full rounded-2xl border border-stone-500 bg-white px-4 py-3 text-lg font-semibold text-stone-900 placeholder:font-normal placeholder:text-stone-500 focus:border-brand-500"
        />
      </div>
      <div>
        <span id={editorLabelId} className="sr-only">
          {t('blog.createPost.editorLabel')}
        </span>
        <RichTextEditor
          ref={editorRef}
          initialHtml={initialContent}
          labelledBy={editorLabelId}
          onChange={(html) => {
            setContent(html);
            setContentTouched(true);
          }}
          obstructionTop={() => submitBarRef.current?.getBoundingClientRect().top ?? window.innerHeight}
        />
      </div>
      <div
        ref={submitBarRef}
        className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom))] z-30 px-4 pb-3"
      >
        <div className="pointer-events-auto relative mx-auto max-w-5xl">
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="absolute inset-x-0 bottom-full mb-3 rounded-2xl bg-red-700 px-4 py-3 text-sm font-medium text-white shadow-lg after:absolute after:top-full after:left-1/2 after:-ml-2 after:border-8 after:border-transparent after:border-t-red-700 after:content-['']"
            >
              {error}
            </p>
          ) : null}
          {/* Offline, the text stays here and in the draft; it is sent once back online. */}
          <button
            type="submit"
            className="btn-primary w-full text-lg shadow-lg disabled:cursor-wait disabled:opacity-70"
            disabled={submitting || !online}
            aria-busy={submitting}
            aria-describedby={error ? errorId : undefined}
          >
            {submitting ? t('blog.createPost.submitting') : t('blog.createPost.submit')}
          </button>
        </div>
      </div>
      {leave.dialog}
    </form>
  );
}
