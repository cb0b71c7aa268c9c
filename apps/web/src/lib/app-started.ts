import { useEffect } from 'react';
import { hydratingNow } from './hydrate-later';

let started = false;

/**
 * Whether the app has drawn its first screen. A screen mounted before that is the page
 * the server drew (hydration must match it); one mounted after came by navigation,
 * e.g. Back to search results, which can then draw everything at once. A part of the
 * first page hydrated later (lib/hydrate-later) is still that page.
 */
export function appStarted(): boolean {
  return started && !hydratingNow();
}

/** Called by the layout: its first effect runs once the first screen has been drawn. */
export function useMarkAppStarted(): void {
  useEffect(() => {
    started = true;
  }, []);
}
