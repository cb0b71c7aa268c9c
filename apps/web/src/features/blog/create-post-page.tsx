import './blog-texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { selectCurrentUser, sessionUserId, useSessionStore } from '../auth';
import { useDraftOffer } from '../../components/draft-offer';
import { draftKey } from '../../lib/drafts';
import { fetchPost, postKeys } from './posts-api';
import { acceptPostDraft } from './post-draft';
import { PostForm } from './post-form';
import type { Post } from '@nyumba/domain';
import { Screen, ScreenTitle } from '../../components/screen';

/** /create-post, and /edit-post/{id} for one of the user's own posts. */
export function CreatePostPage() {
  const { t } = useTranslation();
  const { postId } = useParams();
  const heading = postId ? t('blog.createPost.editTitle') : t('blog.createPost.title');
  return (
    <Screen title={heading}>
      <ScreenTitle className="page-title mb-4">{heading}</ScreenTitle>
      {postId ? <EditPost postId={postId} /> : <PostFormWithDraft />}
    </Screen>
  );
}

function EditPost({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const userId = sessionUserId(useSessionStore(selectCurrentUser));
  const query = useQuery({
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    // The editor starts from the newest text, not a cached copy.
    staleTime: 0,
  });
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        {t('blog.createPost.loadingPost')}
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <p role="alert" className="py-10 text-center font-medium text-red-600">
        {missing ? t('blog.post.notFoundTitle') : t('blog.post.loadFailed')}
      </p>
    );
  }
  if (query.data.userRef !== userId) {
    return (
      <p role="alert" className="py-10 text-center font-medium text-red-600">
        {t('blog.createPost.notOwner')}
      </p>
    );
  }
  return <PostFormWithDraft key={query.data._id} post={query.data} />;
}

/** The editor, with the draft this device kept for this post (or for a new one) offered back. */
function PostFormWithDraft({ post }: { post?: Post }) {
  const userId = sessionUserId(useSessionStore(selectCurrentUser));
  const key = userId ? draftKey(userId, 'post', post?._id ?? null) : null;
  const offer = useDraftOffer(key, acceptPostDraft);
  return (
    <>
      {offer.banner}
      <PostForm key={offer.formKey} post={post} draftKey={key} draft={offer.restored} />
    </>
  );
}
