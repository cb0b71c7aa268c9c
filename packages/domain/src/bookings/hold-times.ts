// How long a deal waits on each side: plain numbers, apart from the schemas, so the
// sentences that state them (the API's own summaries included) take them without
// building a schema.

/** How long a stay request holds its nights while the host decides. */
export const STAY_HOLD_HOURS = 24;
/** How long a viewing request waits for the lister before its time is freed. */
export const VIEWING_HOLD_HOURS = 24;
/** The host is paid this long after check-in, unless the guest reported a problem before. */
export const PAYOUT_AFTER_CHECK_IN_HOURS = 24;
