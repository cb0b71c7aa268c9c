import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { appStarted } from '../../lib/app-started';
import { loadedByBackForward, scrollFor, scrollWhenLeft } from '../../lib/scroll-memory';

/** The last scroll position of each visit to the results (by history entry), this tab only. */
const positions = new Map<string, number>();

/**
 * Puts the results back where they were scrolled to when the person comes back to
 * them (`returning`: Back or Forward), "Load more" pages included. The router's own
 * restoration runs while the page is still short and lands near the top; this runs
 * once every loaded card is drawn, after it.
 */
export function useKeepScroll(returning: boolean, ready: boolean): void {
  const { key, pathname, search } = useLocation();
  const id = `${key}${search}`;
  // Read while drawing: the page the document opened on (hydrating the server's drawing).
  const [firstScreen] = useState(() => !appStarted());

  useEffect(() => {
    const remember = () => {
      // The scroll a navigation away causes (to the next page's top) lands here before
      // this listener is removed; by then the address is the next page's.
      if (window.location.pathname !== pathname || window.location.search !== search) return;
      positions.set(id, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [id, pathname, search]);

  useEffect(() => {
    if (!returning || !ready) return;
    const top = positions.get(id);
    if (top === undefined) return;
    const frame = requestAnimationFrame(() => window.scrollTo({ top, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
    // Once, when the cards are there: later scrolling is the person's.
  }, [returning, ready]);

  // Back to a page that was left by a full load (a tap on a card before it was live): the
  // document comes back short (the server draws the first cards, the rest follow a few at
  // a time, parts above them settle as they come alive), so the router's restoration stops
  // near the top. Put the card that was in view back where it was once it is drawn, and
  // keep it there while the page settles, unless the person scrolls meanwhile.
  useEffect(() => {
    if (!firstScreen || !loadedByBackForward()) return;
    const left = scrollWhenLeft();
    if (!left || left.top <= 0) return;
    const started = performance.now();
    let frame = 0;
    let placedAt = 0;
    let touched = false;
    const onTouch = () => (touched = true);
    const events = ['touchstart', 'wheel', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, onTouch, { passive: true, once: true });
    const place = () => {
      if (touched) return;
      const now = performance.now();
      const top = scrollFor(left);
      if (top !== undefined && document.documentElement.scrollHeight - window.innerHeight >= top) {
        if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
        placedAt ||= now;
      }
      // Settling: a second after it was first placed, or four after the start, it is the person's.
      if ((placedAt && now - placedAt > 1_000) || now - started > 4_000) return;
      frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) window.removeEventListener(name, onTouch);
    };
    // Once per document.
  }, []);
}
