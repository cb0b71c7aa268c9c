import { z } from 'zod';
import { DAY_MS } from '../core/durations.ts';

// Calendar days in Kenya ('YYYY-MM-DD') and the little arithmetic stays, viewings and search
// by dates share. Apart from stays.ts so that search, whose schemas every screen loads, does
// not carry the stays' schemas with it.

export const STAY_MAX_GUESTS = 50;
export const STAY_CHECK_OUT_ORDER = 'Check-out must be after check-in';

/** Kenya keeps East Africa Time all year (UTC+3, no summer time). */
const KENYA_OFFSET_MS = 3 * 60 * 60_000;

/** Today's date in Kenya. */
export function kenyaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KENYA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Nights between check-in and check-out. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/**
 * What a stay's nights cost the guest before Nyumba's fee: the one place nights meet the
 * nightly price (the request form, the stay's card and mails, the price fixed on accepting).
 */
export function stayPrice(stay: { checkIn: string; checkOut: string; nightlyPrice: number }): number {
  return Math.max(0, nightsBetween(stay.checkIn, stay.checkOut)) * stay.nightlyPrice;
}

/** Each night of a stay, by the day it starts. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));
}

/** The instant a Kenyan date and time ('14:00') happen. */
export function kenyaInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - KENYA_OFFSET_MS);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export const isRealDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
};

export const stayDateSchema = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isRealDate, { error: `${field} must be a date (YYYY-MM-DD)` });
