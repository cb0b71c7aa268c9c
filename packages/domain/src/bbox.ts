import { z } from 'zod';
import { parseDecimal } from './numbers.ts';

// A map's box in the address and the API. Apart from search.ts: the search state every
// screen reads needs only this, not the search's schemas.

export const BBOX_FORMAT = 'bbox must be west,south,east,north in degrees';
export const BBOX_EMPTY = 'bbox covers no area: west must be less than east, and south less than north';

/**
 * west,south,east,north in decimal degrees, as the map sends its view. A box that covers
 * nothing (west at or past east, south at or past north) matches no listing ever, so it is
 * refused rather than saved in an alert that could never fire.
 */
export const bboxSchema = z
  .string({ error: 'bbox is required' })
  .max(200, { error: BBOX_FORMAT, abort: true })
  .transform((value, ctx) => {
    const parts = value.split(',').map(parseDecimal);
    const [west, south, east, north] = parts;
    if (
      parts.length !== 4 ||
      west == null ||
      south == null ||
      east == null ||
      north == null ||
      south < -90 ||
      north > 90 ||
      west < -180 ||
      east > 180
    ) {
      ctx.addIssue({ code: 'custom', message: BBOX_FORMAT });
      return z.NEVER;
    }
    if (west >= east || south >= north) {
      ctx.addIssue({ code: 'custom', message: BBOX_EMPTY });
      return z.NEVER;
    }
    return { west, south, east, north };
  });
