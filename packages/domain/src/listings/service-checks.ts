import type { z } from 'zod';
import { isServiceType, type ListingType } from './listing-types.ts';
import { LICENCE_TRADE_ERROR, TRADE_ERROR, TRADES, WORK_HOURS_ERROR, licenceBodyOf, type Trade } from './services.ts';

interface ServiceFacts {
  type: ListingType;
  trade?: Trade | null | undefined;
  workFrom?: string | null | undefined;
  workTo?: string | null | undefined;
  licenceNumber?: string | null | undefined;
}

/**
 * The service facts that depend on each other: a trade of the listing's own type, a
 * registration number only for a trade with a registering body (a plumber's "licence" is
 * nothing a moderator could check), and working hours as a from–to pair in that order.
 * An overnight shift is not a fundi's day; "24 hours" is the emergency call-outs box.
 */
export function checkServiceFacts(listing: ServiceFacts, ctx: z.RefinementCtx): void {
  if (!isServiceType(listing.type)) return;
  if (listing.trade && TRADES[listing.trade].type !== listing.type) {
    ctx.addIssue({ code: 'custom', path: ['trade'], message: TRADE_ERROR });
  }
  if (listing.licenceNumber && listing.trade !== undefined && !licenceBodyOf(listing.trade)) {
    ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: LICENCE_TRADE_ERROR });
  }
  const { workFrom: from, workTo: to } = listing;
  if (from === undefined && to === undefined) return;
  if (!from !== !to || (from && to && from >= to)) {
    ctx.addIssue({ code: 'custom', path: [from ? 'workTo' : 'workFrom'], message: WORK_HOURS_ERROR });
  }
}
