const DAY_MS = 24 * 60 * 60_000;

/** A date `offset` days from today in Kenya (UTC+3), as a date input takes it. */
export const kenyaDay = (offset: number) =>
  new Date(Date.now() + 3 * 3600_000 + offset * DAY_MS).toISOString().slice(0, 10);
