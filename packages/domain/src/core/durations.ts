// Lengths of time in milliseconds, named once: written out by hand in a dozen files they came
// in three spellings (86_400_000, 24 * 60 * 60_000, 24 * 60 * 60 * 1000), and a typo in one
// would be a rule that quietly lasts the wrong time.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
