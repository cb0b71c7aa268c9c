import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { formatBedrooms, formatListingType, groupThousands, CURRENCY_LABEL } from '../core/format.ts';
import type { Language } from '../core/language.ts';
import { lineText } from '../listings/listing.ts';
import { BEDROOMS_SW, LISTING_TYPE_SW } from '../listings/swahili-labels.ts';
import { bboxSchema, checkPriceOrder, listingFiltersSchema, type ListingFilters } from './search.ts';
import { pageAddress } from '../core/routes.ts';

/** How often an alert may mail: as listings come (at most hourly), once a day, once a week. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Enough for every area and budget someone watches; more is a mailing list, not a search. */
export const MAX_ALERTS_PER_USER = 20;
export const ALERT_NAME_MAX = 80;
/** At most this many listings are shown in one e-mail; the rest are behind "See all". */
export const ALERT_MAIL_LISTINGS = 10;

export const ALERT_NAME_REQUIRED = 'Give the alert a name';
export const ALERT_LIMIT_REACHED = `You have ${MAX_ALERTS_PER_USER} alerts. Delete one to add another.`;
export const ALERT_NOT_FOUND = 'No such alert';
export const ALERT_ALREADY_SAVED = 'You already have an alert for this search';
export const ALERT_UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Manage your alerts in My alerts.';

/**
 * An alert's filters as the search page's address holds them (strings), so an alert opens
 * as a search and matches with the search service's own parsing; the map adds its view.
 */
// "Open now" says nothing of a listing published tomorrow: an alert does not take it.
export const alertFiltersSchema = listingFiltersSchema
  .omit({ openNow: true })
  .extend({ bbox: z.preprocess((v) => (v === '' ? undefined : v), bboxSchema.optional()) })
  .superRefine(checkPriceOrder);
export type AlertFilters = z.infer<typeof alertFiltersSchema>;
export type AlertFiltersInput = z.input<typeof alertFiltersSchema>;

/** The query-string form of parsed filters: what is stored, sent and put in links. */
export type AlertQuery = Partial<Record<keyof AlertFilters, string>>;

type Present<T> = Exclude<T, undefined>;

/**
 * Each filter's canonical string. Every filter an alert takes has its line (the type says so):
 * a filter left out here was silently dropped from a saved alert, as the trade once was (a
 * "Plumber" alert mailed every technician).
 */
const QUERY_OF: { [K in keyof AlertFilters]-?: (value: Present<AlertFilters[K]>) => string } = {
  searchTerm: (value) => value,
  type: (value) => value,
  trade: (value) => value,
  bedrooms: (value) => value,
  minPrice: String,
  maxPrice: String,
  bathrooms: String,
  amenities: (value) => value.join(','),
  area: (value) => value,
  emergency: () => 'true',
  bbox: ({ west, south, east, north }) => [west, south, east, north].join(','),
};

/** Parsed filters back to their canonical strings (the same filters always give the same record). */
export function alertQuery(filters: AlertFilters): AlertQuery {
  const query: AlertQuery = {};
  for (const key of Object.keys(QUERY_OF) as (keyof AlertFilters)[]) {
    const value = filters[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    query[key] = (QUERY_OF[key] as (value: unknown) => string)(value);
  }
  return query;
}

/** Where the alert's search opens: the map for an alert made on the map, else the search page. */
export function alertSearchPath(filters: AlertQuery): string {
  const { bbox, ...search } = filters;
  const entries = Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (bbox) {
    const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
    const centre: [string, string][] = [
      ['lat', String((south + north) / 2)],
      ['lng', String((west + east) / 2)],
      ['redirected', 'true'],
    ];
    return pageAddress.mapExplore(Object.fromEntries([...entries, ...centre]));
  }
  return pageAddress.search(Object.fromEntries(entries));
}

const money = (value: number) => `${CURRENCY_LABEL} ${groupThousands(value)}`;

/** A name that says what the alert watches, offered before saving: "2 bedroom rentals in Kilimani, up to KSH 40,000". */
export function describeAlert(filters: ListingFilters & { bbox?: unknown }, language: Language = 'en'): string {
  if (language === 'sw') return describeAlertSw(filters);
  const what = [
    filters.bedrooms ? formatBedrooms(filters.bedrooms) : '',
    filters.type ? formatListingType(filters.type) : 'listings',
  ]
    .filter(Boolean)
    .join(' ');
  const parts = [filters.searchTerm ? `"${filters.searchTerm}"` : '', what];
  if (filters.area) parts.push(`in ${filters.area}`);
  else if (filters.bbox) parts.push('in the map area');
  let name = parts.filter(Boolean).join(' ');
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
    name += `, ${money(filters.minPrice)} to ${money(filters.maxPrice)}`;
  else if (filters.maxPrice !== undefined) name += `, up to ${money(filters.maxPrice)}`;
  else if (filters.minPrice !== undefined) name += `, from ${money(filters.minPrice)}`;
  return alertNameOf(name);
}

function alertNameOf(name: string): string {
  const text = name.charAt(0).toUpperCase() + name.slice(1);
  return text.length > ALERT_NAME_MAX ? `${text.slice(0, ALERT_NAME_MAX - 1)}…` : text;
}

/** The same in Swahili, as a list: "Nyumba za kupanga, vyumba 2 vya kulala, Kilimani, hadi KSH 40,000". */
function describeAlertSw(filters: ListingFilters & { bbox?: unknown }): string {
  const parts = [
    filters.searchTerm ? `"${filters.searchTerm}"` : '',
    filters.type ? LISTING_TYPE_SW[filters.type] : 'Matangazo',
    filters.bedrooms ? BEDROOMS_SW[filters.bedrooms] : '',
    filters.area ?? (filters.bbox ? 'eneo la ramani' : ''),
  ];
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
    parts.push(`${money(filters.minPrice)} hadi ${money(filters.maxPrice)}`);
  else if (filters.maxPrice !== undefined) parts.push(`hadi ${money(filters.maxPrice)}`);
  else if (filters.minPrice !== undefined) parts.push(`kuanzia ${money(filters.minPrice)}`);
  return alertNameOf(parts.filter(Boolean).join(', '));
}

const alertName = lineText(ALERT_NAME_MAX, ALERT_NAME_REQUIRED, `Name must be at most ${ALERT_NAME_MAX} characters`);
const frequency = z.enum(ALERT_FREQUENCIES, { error: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` });

/** A new alert: the search to watch; a name (one is made from the filters when left out) and how often. */
export const alertBodySchema = z.object({
  name: z.preprocess((value) => (value === '' || value === null ? undefined : value), alertName.optional()),
  filters: alertFiltersSchema,
  frequency: frequency.default('daily'),
});
export type AlertBody = z.infer<typeof alertBodySchema>;
export type AlertBodyInput = z.input<typeof alertBodySchema>;

/** Rename, pause or resume, or change how often; at least one of them. */
export const alertUpdateBodySchema = z
  .object({
    name: alertName.optional(),
    frequency: frequency.optional(),
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.frequency !== undefined || body.paused !== undefined, {
    error: 'Change the name, the frequency or paused',
  });
export type AlertUpdateBody = z.infer<typeof alertUpdateBodySchema>;

export const alertSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  paused: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Matching listings created since the owner last opened the alert (up to 100). */
  newCount: z.number(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertResponseSchema = z.object({
  success: z.literal(true),
  alert: alertSchema,
  /** Said when the search had an alert already: that one is answered, none is added. */
  message: z.string().optional(),
  ...saidFields,
});
export const alertListResponseSchema = z.object({ success: z.literal(true), alerts: z.array(alertSchema) });
export const alertDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string(), ...saidFields });

/** The e-mailed link's two halves: which alert, and the secret that proves the mail was received. */
export const unsubscribeQuerySchema = z.object({
  alert: z.uuid({ error: ALERT_UNSUBSCRIBE_INVALID }),
  token: z
    .string({ error: ALERT_UNSUBSCRIBE_INVALID })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: ALERT_UNSUBSCRIBE_INVALID }),
});
export const unsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  name: z.string(),
});
