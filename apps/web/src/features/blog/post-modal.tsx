import './blog-texts';
import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ExternalLink, X } from 'lucide-react';
import type { Post } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { Dialog } from '../../components/dialog';
import { paths } from '../../paths';
import { PostByline } from './post-byline';
import { PostContent } from './post-content';

interface PostModalProps {
  post: Post;
  onClose: () => void;
}

/**
 * The whole post over the list it was opened from. Dialog locks the page's
 * scroll (and restores it), keeps focus inside, closes on Escape and gives focus
 * back to the card that opened it.
 */
export function PostModal({ post, onClose }: PostModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="fixed inset-0 z-50 flex items-stretch justify-center bg-stone-950/60 sm:items-center sm:p-6"
    >
      {/* A click on the backdrop, outside the panel, closes like the button does. */}
      <div className="absolute inset-0" aria-hidden="true" onClick={onClose} />
      <article
        data-testid="post-modal"
        className="relative flex max-h-dvh w-full max-w-3xl flex-col overflow-hidden bg-white shadow-2xl sm:max-h-[90dvh] sm:rounded-2xl"
      >
        <header className="flex items-start gap-2 border-b border-stone-200 py-2 pr-2 pl-5">
          <div className="min-w-0 flex-1 py-2">
            <h2 id={titleId} className="text-xl leading-snug font-bold break-words text-stone-900 sm:text-2xl">
              {post.title}
            </h2>
            <PostByline post={post} className="mt-1" />
          </div>
          <button
            ref={closeRef}
            type="button"
            className={buttonStyles.icon}
            onClick={onClose}
            aria-label={t('blog.modal.close')}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5">
          <PostContent html={post.content} />
          <p className="mt-8 border-t border-stone-100 pt-4">
            <Link
              to={paths.post(post._id)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('blog.modal.openPage')}
            </Link>
          </p>
        </div>
      </article>
    </Dialog>
  );
}
