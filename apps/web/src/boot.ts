/**
 * The page's only script tag. A page the server drew (home, search, listings) is
 * complete for the eye and its links work: on a phone, for a visitor not signed in, the
 * app starts when they start using it (lib/start-on-intent), its files fetched at the lowest
 * priority once the page has loaded, so the photos get the bandwidth and the phone's first
 * seconds are not spent on code. Any other page is drawn by the app, so that starts at once.
 */
import './index.css';
import { loadWholeStylesheet } from './lib/page-styles';
import { rememberScrollOnLeave } from './lib/scroll-memory';
import { prefetchStart, startOnIntent } from './lib/start-on-intent';

/**
 * The install details are linked when the app starts (a browser offers to install only
 * to a visitor who has used the site): linked in the page, the manifest and then its icon
 * were asked for during a phone's first paint, beside the listing's photo.
 */
const linkManifest = () =>
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }),
  );

const start = async () => {
  linkManifest();
  // A drawn page holds only its own rules; the app may draw any screen.
  const [main] = await Promise.all([import('./main'), loadWholeStylesheet()]);
  await main.started;
  return main.hydrateAround;
};

// Before anything is live: a tap that leaves by a full page load still has its place kept.
rememberScrollOnLeave();

const drawn = document.getElementById('root')?.firstElementChild != null;
// A page drawn for a member starts without waiting for a touch: what only they see (their
// tools on their own listing, a moderator's panel, the unread count) is drawn by the app.
const forMember = document.querySelector('meta[name="viewer"]') !== null;
// So does a desk's: the desktop layout's first screen holds parts the app draws (home's
// featured cards), and a desktop's processor starts the app in a fraction of a phone's time.
const atDesk = window.matchMedia?.('(min-width: 64rem) and (pointer: fine)').matches ?? false;

if (!drawn) {
  void start();
} else if (forMember || atDesk) {
  // After the first paint: the drawn page is shown before any code runs.
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  startOnIntent(start);
  if (document.readyState === 'complete') prefetchStart();
  else window.addEventListener('load', () => prefetchStart(), { once: true });
}
