/**
 * The page's only script tag. A page the server drew (home, search, listings) is
 * complete for the eye and its links work: for a visitor not signed in, the app starts
 * when they start using it (lib/start-on-intent), its files fetched at the lowest priority once the
 * page has loaded, so the photos get the bandwidth and the phone's first seconds are
 * not spent on code. Any other page is drawn by the app, so that starts at once.
 */
import './index.css';
import { rememberScrollOnLeave } from './lib/scroll-memory';
import { prefetchStart, startOnIntent } from './lib/start-on-intent';

const start = async () => {
  const main = await import('./main');
  await main.started;
  return main.hydrateAround;
};

// Before anything is live: a tap that leaves by a full page load still has its place kept.
rememberScrollOnLeave();

// A page drawn for a member starts at once: what only they see (their tools on their own
// listing, a moderator's panel, the unread count) is drawn by the app.
const forMember = document.querySelector('meta[name="viewer"]') !== null;
if (document.getElementById('root')?.firstElementChild && !forMember) {
  startOnIntent(start);
  if (document.readyState === 'complete') prefetchStart();
  else window.addEventListener('load', () => prefetchStart(), { once: true });
} else {
  void start();
}
