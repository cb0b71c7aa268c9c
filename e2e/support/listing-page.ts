import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The listing page is ready with its small map, which loads (with Leaflet) only as
 * it nears the screen so it never competes with the photo: scroll it into reach.
 */
export async function listingMapReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
}
