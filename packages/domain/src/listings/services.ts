import type { Language } from '../core/language.ts';
import type { ServiceType } from './listing-types.ts';

// Service listings described as services (issue 32): the trade within the type, the unit
// the price is in, the working week, and a licence where the trade has a registering body.
// Labels in both languages live here, beside the ids, because the server writes them too
// (structured data, alert mails) and a card needs only the one it shows.

interface TradeInfo {
  type: ServiceType;
  en: string;
  sw: string;
  /** The body that registers this trade in Kenya, when it has one. */
  licence?: LicenceBody;
}

export const LICENCE_BODIES = ['NCA', 'EPRA', 'EBK', 'BORAQS'] as const;
export type LicenceBody = (typeof LICENCE_BODIES)[number];

export const TRADES = {
  plumber: { type: 'technicians', en: 'Plumber', sw: 'Fundi wa mabomba' },
  electrician: { type: 'technicians', en: 'Electrician', sw: 'Fundi wa stima', licence: 'EPRA' },
  mason: { type: 'technicians', en: 'Mason', sw: 'Mwashi' },
  painter: { type: 'technicians', en: 'Painter', sw: 'Fundi wa rangi' },
  welder: { type: 'technicians', en: 'Welder', sw: 'Fundi wa kuchomelea' },
  carpenter: { type: 'technicians', en: 'Carpenter', sw: 'Seremala' },
  'appliance-repair': { type: 'technicians', en: 'Appliance repair', sw: 'Fundi wa vifaa vya nyumbani' },
  'solar-installer': { type: 'technicians', en: 'Solar installer', sw: 'Fundi wa sola', licence: 'EPRA' },
  'cctv-alarms': { type: 'technicians', en: 'CCTV and alarms', sw: 'CCTV na kengele' },
  'pest-control': { type: 'technicians', en: 'Pest control', sw: 'Kuangamiza wadudu' },
  cleaning: { type: 'technicians', en: 'Cleaning', sw: 'Usafi' },
  gardener: { type: 'technicians', en: 'Gardener', sw: 'Mtunza bustani' },
  roofer: { type: 'technicians', en: 'Roofer', sw: 'Fundi wa paa' },
  tiler: { type: 'technicians', en: 'Tiler', sw: 'Fundi wa vigae' },
  architect: { type: 'architects', en: 'Architect', sw: 'Msanifu majengo', licence: 'BORAQS' },
  'quantity-surveyor': { type: 'architects', en: 'Quantity surveyor', sw: 'Mkadiriaji majenzi', licence: 'BORAQS' },
  'landscape-architect': { type: 'architects', en: 'Landscape architect', sw: 'Msanifu mandhari', licence: 'BORAQS' },
  draughtsman: { type: 'architects', en: 'Draughtsman', sw: 'Mchoraji ramani' },
  'structural-engineer': { type: 'engineers', en: 'Structural engineer', sw: 'Mhandisi wa miundo', licence: 'EBK' },
  'civil-engineer': { type: 'engineers', en: 'Civil engineer', sw: 'Mhandisi wa ujenzi', licence: 'EBK' },
  'electrical-engineer': { type: 'engineers', en: 'Electrical engineer', sw: 'Mhandisi wa umeme', licence: 'EBK' },
  'building-contractor': { type: 'engineers', en: 'Building contractor', sw: 'Mkandarasi wa ujenzi', licence: 'NCA' },
  'land-surveyor': { type: 'engineers', en: 'Land surveyor', sw: 'Mpima ardhi' },
  'interior-design': { type: 'interior-designer', en: 'Interior design', sw: 'Upambaji wa ndani' },
  'kitchen-design': { type: 'interior-designer', en: 'Kitchen design', sw: 'Usanifu wa jikoni' },
  'curtains-blinds': { type: 'interior-designer', en: 'Curtains and blinds', sw: 'Mapazia' },
  'custom-furniture': { type: 'furniture', en: 'Furniture made to order', sw: 'Fanicha kwa oda' },
  upholstery: { type: 'furniture', en: 'Upholstery', sw: 'Ushonaji wa viti' },
  'kitchen-cabinets': { type: 'furniture', en: 'Kitchen cabinets', sw: 'Kabati za jikoni' },
  'house-moving': { type: 'movers', en: 'House moving', sw: 'Kuhamisha nyumba' },
  'office-moving': { type: 'movers', en: 'Office moving', sw: 'Kuhamisha ofisi' },
  'long-distance': { type: 'movers', en: 'Long-distance moving', sw: 'Kuhamisha mbali' },
} as const satisfies Record<string, TradeInfo>;
export type Trade = keyof typeof TRADES;

export function isTrade(value: unknown): value is Trade {
  return typeof value === 'string' && Object.hasOwn(TRADES, value);
}

/** The trades of one service type, in the list's order. */
export function tradesOf(type: ServiceType): Trade[] {
  return (Object.keys(TRADES) as Trade[]).filter((trade) => TRADES[trade].type === type);
}

export function tradeLabel(trade: Trade, language: Language = 'en'): string {
  return TRADES[trade][language];
}

/**
 * Whether a licence shows as checked on `today` (YYYY-MM-DD, Kenya's): a moderator checked it
 * with its body, and the day it is valid until, when given, has not passed. An expired licence
 * stops showing at all (listing-read.ts), until its lister enters the renewed one.
 */
export function licenceExpired(expires: string | null | undefined, today: string): boolean {
  return Boolean(expires && expires < today);
}

/** The body a trade's licence or registration number is with; none for most fundis. */
export function licenceBodyOf(trade: Trade | null | undefined): LicenceBody | undefined {
  return trade ? (TRADES[trade] as TradeInfo).licence : undefined;
}

/** What a service's price is for; a home's price is per month, night or the whole sale (format.ts). */
export const SERVICE_UNITS = ['visit', 'hour', 'day', 'job', 'sqm'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** schema.org's unitText and UN/CEFACT unit code for a priced offer. */
export const SERVICE_UNIT_CODES: Record<ServiceUnit, string> = {
  visit: 'C62',
  hour: 'HUR',
  day: 'DAY',
  job: 'C62',
  sqm: 'MTK',
};

export const WORK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WorkDay = (typeof WORK_DAYS)[number];

export const TRADE_ERROR = 'Choose a trade from the list for this type';
export const PRICE_UNIT_ERROR = 'Choose what the price is for';
export const WORK_DAYS_ERROR = 'Choose working days from the list';
export const WORK_HOURS_ERROR =
  'Enter working hours as from and to times, like 08:00 to 17:00, the end after the start';
export const EXPERIENCE_ERROR = 'Years of experience must be a whole number from 0 to 60';
export const LICENCE_ERROR = 'Enter the registration number as it is written, up to 40 letters, digits, / and -';
export const LICENCE_EXPIRES_ERROR = 'Enter the day the licence is valid until (YYYY-MM-DD), as on the certificate';
export const LICENCE_TRADE_ERROR = 'This trade has no registering body: leave the registration number empty';
