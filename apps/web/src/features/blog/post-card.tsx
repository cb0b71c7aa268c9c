import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Newspaper } from 'lucide-react';
import type { Post } from '@nyumba/domain';
import { ResponsiveImage } from '../../components/responsive-image';
import { PHOTO_SIZES } from '../../lib/images';
import { PostByline } from './post-byline';
import { firstImageOf } from './sanitize-post';

interface PostCardProps {
  post: Post;
  onOpen: (post: Post) => void;
  /** 'blog': picture above the title; 'mine': the title over the picture (spec). */
  variant: 'blog' | 'mine';
  /** Edit and delete controls, under the card. */
  actions?: ReactNode;
  priority?: boolean;
}

/** The card's picture: the first image of the content (spec), else the post's own image. */
function usePicture(post: Post): [string | undefined, () => void] {
  const src = useMemo(() => firstImageOf(post.content) ?? post.image ?? undefined, [post.content, post.image]);
  const [failed, setFailed] = useState<string | null>(null);
  // A picture that fails to load is hidden, not shown broken.
  return [src && failed !== src ? src : undefined, () => setFailed(src ?? null)];
}

export function PostCard({ post, onOpen, variant, actions, priority = false }: PostCardProps) {
  const [picture, onError] = usePicture(post);
  const image = picture ? (
    <ResponsiveImage
      src={picture}
      alt=""
      sizes={PHOTO_SIZES.cardGrid}
      priority={priority}
      onError={onError}
      className="aspect-[4/3] w-full bg-stone-100 object-cover"
    />
  ) : null;

  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
        {/* A link to the post's own page, so it can be opened in a new tab, copied and shared;
            a plain click opens it over the list (the spec's post modal), Back closing it. */}
        <Link
          to={paths.post(post._id)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(post);
          }}
          className="group flex w-full flex-1 flex-col text-left focus-visible:outline-offset-[-3px]"
        >
          {variant === 'blog' ? (
            <>
              {image ?? (
                <span className="flex aspect-[4/3] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-600">
                  <Newspaper aria-hidden="true" className="size-12" strokeWidth={1.5} />
                </span>
              )}
              <span className="block p-4">
                <span
                  data-testid="post-card-title"
                  className="line-clamp-3 block text-lg leading-snug font-semibold break-words text-stone-900 group-hover:text-brand-700"
                >
                  {post.title}
                </span>
                <PostByline post={post} className="mt-1" />
              </span>
            </>
          ) : (
            <span className="relative block aspect-[4/3] w-full bg-gradient-to-br from-brand-700 to-brand-500">
              {image ? <span className="absolute inset-0 [&>img]:h-full">{image}</span> : null}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-4 pt-10 pb-3">
                <span
                  data-testid="post-card-title"
                  className="line-clamp-3 block text-lg leading-snug font-semibold break-words text-white"
                >
                  {post.title}
                </span>
              </span>
            </span>
          )}
        </Link>
        {actions ? (
          <div className="flex items-center justify-end gap-1 border-t border-stone-100 px-2 py-1">{actions}</div>
        ) : null}
      </article>
    </li>
  );
}
