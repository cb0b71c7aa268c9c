import './blog-texts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { Post } from '@nyumba/domain';
import { LoadMore } from '../../components/load-more';
import { Toast, useToast } from '../../components/toast';
import { paths } from '../../paths';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { PostActions } from './post-actions';
import { ModerationNotice } from '../moderation';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';
import { PostModal } from './post-modal';
import { allPostsOf, useMyPosts } from './use-posts';
import { PostsLoadError, PostsLoading } from './posts-load-state';
import { Screen, ScreenTitle } from '../../components/screen';

/** The signed-in user's posts (the router only lets signed-in users in). */
export function MyPostsPage() {
  const { t } = useTranslation();
  const userId = sessionUserId(useSessionStore(selectCurrentUser));
  const query = useMyPosts(userId);
  const [open, setOpen] = useState<Post | null>(null);
  const { toast, show } = useToast();
  const posts = allPostsOf(query.data);

  return (
    <Screen title={t('blog.myPosts.title')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScreenTitle>{t('blog.myPosts.title')}</ScreenTitle>
        <Link to={paths.createPost} className="btn-primary">
          <Plus aria-hidden="true" className="size-5" />
          {t('blog.myPosts.newPost')}
        </Link>
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <PostsLoading />
        ) : query.isError && posts.length === 0 ? (
          <PostsLoadError onRetry={() => void query.refetch()} />
        ) : posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-stone-800">{t('blog.myPosts.empty')}</p>
            <Link
              to={paths.createPost}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('blog.myPosts.createFirst')}
            </Link>
          </div>
        ) : (
          <>
            <PostGrid label={t('blog.myPosts.title')}>
              {posts.map((post, index) => (
                <PostCard
                  key={post._id}
                  post={post}
                  variant="mine"
                  onOpen={setOpen}
                  priority={index < 2}
                  actions={
                    <>
                      {post.moderation ? <ModerationNotice status={post.moderation} /> : null}
                      <PostActions post={post} onDeleted={() => show(t('blog.myPosts.deleted'))} />
                    </>
                  }
                />
              ))}
            </PostGrid>
            <LoadMore pages={query} failedMessage={t('blog.fetchFailed')} />
          </>
        )}
      </div>
      {open ? <PostModal post={open} onClose={() => setOpen(null)} /> : null}
      <Toast toast={toast} />
    </Screen>
  );
}
