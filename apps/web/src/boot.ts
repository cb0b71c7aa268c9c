/**
 * The page's only script tag. A page the server drew (home, search, listings) is
 * already complete for the eye, so the app's code is requested only after the
 * browser has painted it: on a slow connection its photos then get the bandwidth
 * first, and the first paint never waits for code. Any other page is drawn by the
 * app, so that starts at once.
 */
import './index.css';

const start = () => import('./main');

if (document.getElementById('root')?.firstElementChild) {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
