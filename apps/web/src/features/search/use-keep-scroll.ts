import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
}
