import './blog-texts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Post } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paths } from '../../paths';
import { invalidateContracts } from '../../lib/api-client';
import { deletePost, POST_CONTRACTS, postKeys } from './posts-api';

/** Edit and Delete (asks first) under one of the user's own posts. */
export function PostActions({ post, onDeleted }: { post: Post; onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = (action: string) => `${action}: ${post.title}`;

  async function confirmDelete() {
    setBusy(true);
    setError(null);
    try {
      await deletePost(post._id);
      setConfirming(false);
      onDeleted();
      // Every list that may hold it, and the post itself, are stale now.
      queryClient.removeQueries({ queryKey: postKeys.one(post._id) });
      await invalidateContracts(queryClient, POST_CONTRACTS);
    } catch {
      setError(t('blog.myPosts.deleteFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Link
        to={paths.editPost(post._id)}
        className={`${buttonStyles.icon} text-brand-800`}
        aria-label={label(t('blog.myPosts.edit'))}
        title={t('blog.myPosts.edit')}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Link>
      <button
        type="button"
        className={`${buttonStyles.icon} text-red-700 hover:bg-red-50`}
        aria-label={label(t('blog.myPosts.delete'))}
        title={t('blog.myPosts.delete')}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      {confirming ? (
        <ConfirmDialog
          message={t('blog.myPosts.deleteConfirm')}
          confirmLabel={t('blog.myPosts.confirmDelete')}
          cancelLabel={t('blog.myPosts.cancel')}
          busy={busy}
          error={error}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </>
  );
}
