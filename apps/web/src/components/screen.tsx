import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** The one id every screen's heading carries: the landmark names itself by it, and focus moves to it after navigation. */
export const SCREEN_TITLE_ID = 'page-title';

/**
 * A screen's frame: its landmark, named by the screen's heading, and the tab's title
 * (which screen readers announce after navigation). The heading itself is ScreenTitle,
 * placed wherever the screen's layout wants it.
 */
export function Screen({
  title,
  as: Tag = 'section',
  className = 'page-container',
  children,
}: {
  /** The screen's name in the tab title ("{title} | Nyumba"). */
  title: string;
  as?: 'section' | 'article';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className} aria-labelledby={SCREEN_TITLE_ID}>
      <DocumentTitle page={title} />
      {children}
    </Tag>
  );
}

/** The screen's one h1. */
export function ScreenTitle({ className = 'page-title', children }: { className?: string; children: ReactNode }) {
  return (
    <h1 id={SCREEN_TITLE_ID} className={className}>
      {children}
    </h1>
  );
}
