import './blog-texts';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { OfflineUnavailable, useOfflineFailure } from '../../components/offline-unavailable';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Link2 } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { Toast, useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { paths } from '../../paths';
import { fetchPost, postKeys } from './posts-api';
import type { RouteData } from '../../lib/route-data';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { ItemModerationPanel, ModerationNotice, ReportButton } from '../moderation';
import { PostByline } from './post-byline';
import { PostContent } from './post-content';
import { Screen, ScreenTitle } from '../../components/screen';

const postOptions = (postId: string) => ({
  queryKey: postKeys.one(postId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPost(postId, signal),
  retry: (count: number, error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
});

/** The server's data for a post page (lib/route-data.ts). */
export const postData: RouteData = ({ client, params }) => client.prefetchQuery(postOptions(params.postId ?? ''));

/** One post on its own address (/blog/{id}), which the server also gives link-preview tags. */
export function PostPage() {
  const { t } = useTranslation();
  const { postId = '' } = useParams();
  const { toast, show } = useToast();
  const query = useQuery(postOptions(postId));
  const viewerId = useSessionStore((state) => sessionUserId(selectCurrentUser(state)));
  const moderator = useSessionStore(selectCurrentUser)?.moderator === true;
  const offline = useOfflineFailure();

  const back = (
    <Link
      to={paths.blog}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('blog.post.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="page-container">
        <p role="status" className="py-10 text-center text-stone-600">
          {t('blog.loading')}
        </p>
      </div>
    );
  }

  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Screen title={t('blog.post.notFoundTitle')}>
        {back}
        <ScreenTitle className="page-title mt-2">
          {missing ? t('blog.post.notFoundTitle') : t('blog.post.loadFailed')}
        </ScreenTitle>
        {missing ? <p className="mt-2 text-stone-600">{t('blog.post.notFoundBody')}</p> : null}
        {!missing && offline ? <OfflineUnavailable onRetry={() => void query.refetch()} /> : null}
      </Screen>
    );
  }

  const post = query.data;
  async function copyLink() {
    show((await copyText(window.location.href)) ? t('blog.post.linkCopied') : t('blog.post.copyFailed'));
  }

  return (
    <Screen title={post.title} as="article" className="page-container max-w-3xl">
      {back}
      {post.moderation ? <ModerationNotice status={post.moderation} /> : null}
      <ScreenTitle className="page-title mt-2 break-words">{post.title}</ScreenTitle>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <PostByline post={post} />
        <button type="button" className={buttonStyles.secondary} onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" className="size-4" />
          {t('blog.post.copyLink')}
        </button>
      </div>
      <PostContent html={post.content} className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8" />
      {moderator ? (
        <Suspense fallback={null}>
          <div className="mt-4">
            <ItemModerationPanel kind="post" id={post._id} />
          </div>
        </Suspense>
      ) : null}
      {viewerId === post.userRef ? null : (
        <div className="mt-4">
          <ReportButton kind="post" id={post._id} />
        </div>
      )}
      <Toast toast={toast} />
    </Screen>
  );
}
