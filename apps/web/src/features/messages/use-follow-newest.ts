import { useEffect, useLayoutEffect, useRef, useState } from 'react';

// What a person does to read elsewhere: from then on the conversation is theirs to scroll.
const OWN_SCROLL = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * A conversation opens at its newest message, and stays there as messages arrive while the
 * person is at the end. One who scrolled up to read older ones is not pulled away: they are
 * told a reply came (`unseen`), and `jump` takes them to it. Their own message always brings
 * the end into view. `end` marks the bottom of the conversation (after the composer).
 *
 * Until the person scrolls, the end is kept in view as the parts above it load (the bookings
 * and hires panels arrive after the messages and would push them down), and after the
 * router's own scroll to the top of a new screen.
 */
export function useFollowNewest(newest: { id: string; fromMe: boolean } | undefined) {
  const end = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const pinned = useRef(true);
  const shownId = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(false);
  const drawn = newest !== undefined;

  useEffect(() => {
    const marker = end.current;
    if (!marker) return;
    const release = () => {
      pinned.current = false;
    };
    for (const kind of OWN_SCROLL) window.addEventListener(kind, release, { passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            atEnd.current = entry?.isIntersecting ?? true;
            if (atEnd.current) setUnseen(false);
          });
    observer?.observe(marker);
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (pinned.current) marker.scrollIntoView({ block: 'end' });
          });
    resized?.observe(document.body);
    return () => {
      for (const kind of OWN_SCROLL) window.removeEventListener(kind, release);
      observer?.disconnect();
      resized?.disconnect();
    };
  }, [drawn]);

  // Before paint, so the conversation is never drawn at its top first; once more after the
  // frame, when the router has restored (or reset) the screen's scroll.
  useLayoutEffect(() => {
    if (!newest || newest.id === shownId.current) return;
    const first = shownId.current === null;
    shownId.current = newest.id;
    if (first || newest.fromMe || atEnd.current || pinned.current) {
      end.current?.scrollIntoView({ block: 'end' });
      if (first) requestAnimationFrame(() => end.current?.scrollIntoView({ block: 'end' }));
    } else setUnseen(true);
  }, [newest]);

  const jump = () => {
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    setUnseen(false);
  };
  return { end, unseen, jump };
}
