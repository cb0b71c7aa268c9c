import { describe, expect, it } from 'vitest';
import * as domain from '@nyumba/domain';
import { APP_SHELL, keepable, smallerCopies, strategyFor } from './cache-rules';

/** The contracts whose answers the offline screens read: the worker keeps these, and no other API answer. */
const OFFLINE_CONTRACT_IDS = [
  'searchListings',
  'mapListings',
  'listListings',
  'getListing',
  'similarListings',
  'listerPage',
  'mySavedListings',
  'listPosts',
  'myPosts',
  'getPost',
  'myConversations',
  'getConversation',
  'olderMessages',
  'unreadMessages',
  // A conversation's hire and reviews, drawn on its screen (issue 32).
  'conversationDeals',
];

/** Every GET contract the domain package declares. */
const getContracts = (Object.values(domain) as unknown[]).filter(
  (value): value is { id: string; method: string; path: string } =>
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'method' in value &&
    'path' in value &&
    (value as { method: unknown }).method === 'GET',
);

const origin = 'https://nyumba.example';
const get = (path: string, mode = 'cors') => strategyFor({ url: `${origin}${path}`, method: 'GET', mode }, origin);

describe('what the service worker keeps', () => {
  it.each([
    ['/', 'navigate', 'page'],
    ['/listing/9b2e4c1a-0000-4000-8000-000000000001', 'navigate', 'page'],
    ['/saved-listings', 'navigate', 'page'],
    ['/assets/index-7u6M8O5K.js', 'cors', 'asset'],
    ['/assets/index-BsyJBKsx.css', 'no-cors', 'asset'],
    ['/images/3f786850e387550fdab836ed7e6dc881de23001b-320.webp', 'no-cors', 'photo'],
    ['/images/3f786850e387550fdab836ed7e6dc881de23001b-640.webp', 'no-cors', 'photo'],
    ['/api/listing/search?type=rentals', 'cors', 'data'],
    ['/api/listing/map?bbox=1,2,3,4', 'cors', 'data'],
    ['/api/listing/get/9b2e4c1a-0000-4000-8000-000000000001', 'cors', 'data'],
    ['/api/listing/similar/9b2e4c1a-0000-4000-8000-000000000001', 'cors', 'data'],
    ['/api/lister/9b2e4c1a-0000-4000-8000-000000000001', 'cors', 'data'],
    ['/api/savedListing/my', 'cors', 'data'],
    ['/api/post/all', 'cors', 'data'],
    // The inbox and conversations opened recently open offline (issue 30).
    ['/api/conversations?archived=false', 'cors', 'data'],
    ['/api/conversations/9b2e4c1a-0000-4000-8000-000000000001', 'cors', 'data'],
    ['/api/messages/unread', 'cors', 'data'],
  ])('GET %s (%s) → %s', (path, mode, strategy) => {
    expect(get(path, mode)).toBe(strategy);
  });

  it.each([
    // The session and accounts are never answered from the phone.
    '/api/auth/me',
    '/api/auth/signin',
    '/api/user/update/1',
    '/api/alerts',
    '/api/moderation/queue',
    '/api/health',
    '/metrics',
    // Previews are for messengers.
    '/images/preview/3f786850e387550fdab836ed7e6dc881de23001b.jpg',
    '/sw.js',
    '/api/savedListing/my/extra',
    // The live stream is never kept (nor could it be).
    '/api/messages/stream',
    '/api/messages/mails',
  ])('never keeps GET %s', (path) => {
    expect(get(path)).toBe('network');
  });

  it("keeps exactly the offline screens' contracts' answers, named by their declared addresses", () => {
    const sample = (path: string) => path.replace(/:[A-Za-z]+/g, '9b2e4c1a-0000-4000-8000-000000000001');
    expect(getContracts.map((contract) => contract.id)).toEqual(expect.arrayContaining(OFFLINE_CONTRACT_IDS));
    for (const contract of getContracts) {
      const expected = OFFLINE_CONTRACT_IDS.includes(contract.id) ? 'data' : 'network';
      expect(`${contract.id} ${get(sample(contract.path))}`).toBe(`${contract.id} ${expected}`);
    }
  });

  it('never keeps a write, another host, or an address it cannot read', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect(strategyFor({ url: `${origin}/api/listing/search`, method, mode: 'cors' }, origin)).toBe('network');
    expect(
      strategyFor({ url: 'https://tile.openstreetmap.org/1/1/1.png', method: 'GET', mode: 'no-cors' }, origin),
    ).toBe('network');
    expect(strategyFor({ url: 'https://evil.example/', method: 'GET', mode: 'navigate' }, origin)).toBe('network');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'navigate' }, origin)).toBe('network');
  });

  it('never keeps a wide photo, but offline shows the kept small copy of the same one', () => {
    const key = '/images/3f786850e387550fdab836ed7e6dc881de23001b';
    for (const width of [720, 960, 1280]) {
      expect(get(`${key}-${width}.webp`, 'no-cors')).toBe('large-photo');
      expect(smallerCopies(`${key}-${width}.webp`)).toEqual([`${key}-640.webp`, `${key}-320.webp`]);
    }
    expect(smallerCopies(`${key}-640.webp`)).toEqual([`${key}-320.webp`]);
    expect(smallerCopies(`${key}-320.webp`)).toEqual([]);
  });

  it("answers the build's precached files (the shell, the offline page, its logo) from the phone", () => {
    const precached = [APP_SHELL, '/offline.html', '/favicon.svg', '/icons/icon-192.png'];
    for (const path of precached) {
      expect(strategyFor({ url: `${origin}${path}`, method: 'GET', mode: 'no-cors' }, origin, precached)).toBe('shell');
    }
    // A navigation is a page whatever its address.
    expect(strategyFor({ url: `${origin}/`, method: 'GET', mode: 'navigate' }, origin, precached)).toBe('page');
  });

  it('keeps only whole, successful answers', () => {
    expect(keepable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    for (const answer of [
      { ok: false, status: 404, type: 'basic' },
      { ok: false, status: 500, type: 'basic' },
      { ok: true, status: 206, type: 'basic' },
      { ok: false, status: 0, type: 'opaque' },
      { ok: true, status: 200, type: 'opaqueredirect' },
    ])
      expect(keepable(answer), JSON.stringify(answer)).toBe(false);
  });
});
