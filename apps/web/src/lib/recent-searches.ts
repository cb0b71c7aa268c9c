import { useEffect, useState } from 'react';

/**
 * The last searches made on this phone, newest first, for the home screen: each its query
 * string and the words its chips said when it was made. Kept on the phone only (localStorage),
 * emptied at sign-out with the rest of what is personal (lib/offline.ts).
 */
export interface RecentSearch {
  query: string;
  label: string;
}

const RECENT_SEARCHES_KEY = 'nyumba-recent-searches';
const KEPT = 5;

function read(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is RecentSearch =>
            typeof entry?.query === 'string' && typeof entry?.label === 'string' && entry.label !== '',
        )
      : [];
  } catch {
    return [];
  }
}

/** Remembers a search (the same search again moves to the front). */
export function rememberSearch(search: RecentSearch): void {
  if (!search.query || !search.label) return;
  const kept = [search, ...read().filter((entry) => entry.query !== search.query)].slice(0, KEPT);
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: nothing to show next time, nothing lost now.
  }
}

/** The searches remembered here; none while the server draws the page (it cannot know them). */
export function useRecentSearches(): RecentSearch[] {
  const [found, setFound] = useState<RecentSearch[]>([]);
  useEffect(() => setFound(read()), []);
  return found;
}
