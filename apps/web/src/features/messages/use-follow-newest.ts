import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A conversation opens at its newest message, and stays there as messages arrive while the
 * person is at the end. One who scrolled up to read older ones is not pulled away: they are
 * told a reply came (`unseen`), and `jump` takes them to it. Their own message always brings
 * the end into view. `end` marks the bottom of the conversation (after the composer).
 */
export function useFollowNewest(newest: { id: string; fromMe: boolean } | undefined) {
  const end = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shownId = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(false);
  const drawn = newest !== undefined;

  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      atEnd.current = entry?.isIntersecting ?? true;
      if (atEnd.current) setUnseen(false);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [drawn]);

  // Before paint, so the conversation is never drawn at its top first.
  useLayoutEffect(() => {
    if (!newest || newest.id === shownId.current) return;
    const first = shownId.current === null;
    shownId.current = newest.id;
    if (first || newest.fromMe || atEnd.current) end.current?.scrollIntoView({ block: 'end' });
    else setUnseen(true);
  }, [newest]);

  const jump = () => {
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    setUnseen(false);
  };
  return { end, unseen, jump };
}
