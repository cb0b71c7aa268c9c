import './blog-texts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Post } from '@nyumba/domain';
import { LoadMore } from '../../components/load-more';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';
import { PostModal } from './post-modal';
import { allPostsOf, usePosts } from './use-posts';
import { PostsLoadError, PostsLoading } from './posts-load-state';
import { Screen, ScreenTitle } from '../../components/screen';

export function BlogPage() {
  const { t } = useTranslation();
  const query = usePosts();
  const [open, setOpen] = useState<Post | null>(null);
  const posts = allPostsOf(query.data);

  return (
    <Screen title={t('blog.title')}>
      <ScreenTitle>{t('blog.title')}</ScreenTitle>
      <p className="mt-1 text-stone-600">{t('blog.intro')}</p>
      <div className="mt-6">
        {query.isPending ? (
          <PostsLoading />
        ) : query.isError && posts.length === 0 ? (
          <PostsLoadError onRetry={() => void query.refetch()} />
        ) : posts.length === 0 ? (
          <p className="py-10 text-center text-stone-600">{t('blog.empty')}</p>
        ) : (
          <>
            <PostGrid label={t('blog.title')}>
              {posts.map((post, index) => (
                <PostCard key={post._id} post={post} variant="blog" onOpen={setOpen} priority={index < 2} />
              ))}
            </PostGrid>
            <LoadMore pages={query} failedMessage={t('blog.fetchFailed')} />
          </>
        )}
      </div>
      {open ? <PostModal post={open} onClose={() => setOpen(null)} /> : null}
    </Screen>
  );
}
