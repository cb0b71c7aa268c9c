import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: a first screenful at once, then `step` more
 * in each later task. A results page is two dozen cards; drawn (or hydrated) in one
 * go that is one long task on a mid-range phone, during which taps go unanswered
 * (Lighthouse's Total Blocking Time). The server draws the same first screenful,
 * so hydration matches it; the rest follow within moments, below the fold.
 */
export function useProgressiveCount(total: number, first = 6, step = 1): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
