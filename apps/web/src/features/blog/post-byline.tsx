import './blog-texts';
import { useTranslation } from '../../i18n/use-translation';
import type { Post } from '@nyumba/domain';
import { formatPostDate } from './post-date';

/** 'By {author} · {date}': the author's name is user text, rendered as text. */
export function PostByline({ post, className = '' }: { post: Post; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-sm text-stone-600 ${className}`} data-testid="post-byline">
      {t('blog.byline', { author: post.author, date: formatPostDate(post.createdAt) })}
    </p>
  );
}
