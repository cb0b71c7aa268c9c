import type { Language } from '@nyumba/domain';

/**
 * The words only a lister's page (/u/{id}) shows, both languages: kept beside it rather than
 * in the listings texts every first visit carries (e2e/bundle-budget.spec.ts).
 */
const en = {
  agentChecked: (number: string) => `Agent · EARB registration ${number}`,
  agentPending: (number: string) => `EARB registration ${number} (not yet checked by Nyumba)`,
  loading: 'Loading lister…',
  loadFailed: 'Could not load this lister.',
  notFound: 'Lister not found',
  notFoundBody: 'This account may have been deleted, or the link may be wrong.',
  listings: 'Listings',
  noListings: 'No listings yet.',
  posts: 'Posts',
  postCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
};

const sw: typeof en = {
  agentChecked: (number) => `Wakala · usajili wa EARB ${number}`,
  agentPending: (number) => `Usajili wa EARB ${number} (bado haujakaguliwa na Nyumba)`,
  loading: 'Inapakia mtangazaji…',
  loadFailed: 'Imeshindikana kupakia mtangazaji huyu.',
  notFound: 'Mtangazaji hapatikani',
  notFoundBody: 'Huenda akaunti hii imefutwa, au kiungo si sahihi.',
  listings: 'Matangazo',
  noListings: 'Bado hakuna matangazo.',
  posts: 'Makala',
  postCount: (count) => `Makala ${count}`,
};

export const listerPageTexts = (language: Language) => (language === 'sw' ? sw : en);
