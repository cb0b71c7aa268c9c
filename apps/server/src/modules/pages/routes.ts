import type { AppInstance } from '../../app-types.ts';
import { listerPage } from './lister-page.ts';
import { listingPage } from './listing-page.ts';
import { makePageKit } from './page-kit.ts';
import { postPage } from './post-page.ts';
import { screenPages } from './screen-pages.ts';

/**
 * The pages the server answers itself (drawn screens and link previews), one file per
 * kind sharing one kit (page-kit.ts): the template, the drawing cache and one ending.
 * Every other screen address is the app's shell (plugins/web-app.ts).
 */
export async function pageRoutes(app: AppInstance): Promise<void> {
  const kit = await makePageKit(app);
  if (!kit) return;
  screenPages(app, kit);
  listingPage(app, kit);
  listerPage(app, kit);
  postPage(app, kit);
}
