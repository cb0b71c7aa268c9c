/** Kenya keeps East Africa Time all year (UTC+3). */
const KENYA_OFFSET_MS = 3 * 60 * 60_000;

/** Daraja's timestamp: YYYYMMDDHHmmss in Kenyan time, as its Password and TransactionDate use. */
export function kenyanStamp(now: Date = new Date()): string {
  return new Date(now.getTime() + KENYA_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
