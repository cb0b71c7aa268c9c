import { useSyncExternalStore } from 'react';

/** The width from which the desktop layout applies; Tailwind's `lg` (index.css uses the same). */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia?.(WIDE).matches ?? false;

/**
 * Whether the screen is at least 1024 px wide, following resizes. For code that only
 * the desktop layout needs (the search map): a phone never downloads it. False on the
 * server, so the first render matches what it drew.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
