import {
  BEDROOMS,
  NEIGHBOURHOODS,
  isServiceType,
  type Amenity,
  type Bedrooms,
  type ListingType,
  type Neighbourhood,
  type ServiceUnit,
  type Trade,
  type WorkDay,
} from '@nyumba/domain';
import { seededRandom, type Random } from './random.ts';
import { areasServedNear, homeDescription, homeFacts, serviceDescription } from './seed-facts.ts';

// One place for realistic Kenyan test and demo data (docs/architecture.md, Layout rules): the demo
// seed, the API tests and the benchmarks' 100k generator all draw from here.

const located = NEIGHBOURHOODS.filter(
  (n): n is Neighbourhood & { lat: number; lng: number } => n.lat !== undefined && n.lng !== undefined,
);
const nairobi = located.filter((n) => n.county === 'Nairobi');

const HOME_WORDS: Record<Bedrooms, string> = {
  'single-room': 'Single room',
  'double-room': 'Double room',
  bedsitter: 'Bedsitter',
  '1-bedroom': '1 bedroom apartment',
  '2-bedroom': '2 bedroom apartment',
  '3-bedroom': '3 bedroom maisonette',
  'more-than-3-bedrooms': '4 bedroom townhouse',
};

const RENT_BY_BEDROOMS: Record<Bedrooms, [number, number]> = {
  'single-room': [3500, 8000],
  'double-room': [6000, 12000],
  bedsitter: [7000, 15000],
  '1-bedroom': [12000, 35000],
  '2-bedroom': [20000, 70000],
  '3-bedroom': [35000, 150000],
  'more-than-3-bedrooms': [80000, 450000],
};

const ADJECTIVES = ['Spacious', 'Modern', 'Cosy', 'Newly built', 'Bright', 'Quiet', 'Affordable', 'Elegant'];

// Each title with the trade it is and the unit its price is in.
const SERVICE_TITLES: Record<string, [string, Trade, ServiceUnit][]> = {
  technicians: [
    ['Plumber for leaks, tanks and drainage', 'plumber', 'visit'],
    ['Fundi wa stima — certified electrician', 'electrician', 'visit'],
    ['Solar and water heater technician', 'solar-installer', 'job'],
    ['Appliance repair technician', 'appliance-repair', 'visit'],
    ['CCTV and alarm installer', 'cctv-alarms', 'job'],
    ['House painter, inside and out', 'painter', 'sqm'],
    ['Cleaning crew for homes and offices', 'cleaning', 'hour'],
  ],
  architects: [
    ['Residential architect', 'architect', 'job'],
    ['Architectural design studio', 'architect', 'job'],
    ['Quantity surveyor for home builds', 'quantity-surveyor', 'job'],
  ],
  engineers: [
    ['Structural engineer', 'structural-engineer', 'job'],
    ['Civil and site engineer', 'civil-engineer', 'day'],
    ['Building contractor, foundations to roof', 'building-contractor', 'sqm'],
  ],
  'interior-designer': [
    ['Interior designer', 'interior-design', 'job'],
    ['Kitchen and wardrobe designer', 'kitchen-design', 'job'],
    ['Curtains and blinds made to measure', 'curtains-blinds', 'sqm'],
  ],
  furniture: [
    ['Custom furniture maker', 'custom-furniture', 'job'],
    ['Mninga and mahogany furniture', 'custom-furniture', 'job'],
    ['Sofa maker and upholstery', 'upholstery', 'job'],
  ],
  movers: [
    ['House movers', 'house-moving', 'job'],
    ['Office and home relocations', 'office-moving', 'job'],
    ['Pick-up and lorry movers', 'house-moving', 'day'],
  ],
};

const WEEKDAYS: WorkDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

// Starting prices: a call-out, a first consultation, a small job.
const SERVICE_PRICES: Record<string, [number, number]> = {
  technicians: [1000, 5000],
  architects: [10000, 60000],
  engineers: [5000, 40000],
  'interior-designer': [5000, 40000],
  furniture: [3000, 30000],
  movers: [3000, 20000],
};

/** A number from a text (FNV-1a), to seed a generator of its own. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function phone(random: Random): string {
  return `07${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`;
}

export interface ListingSeed {
  type: ListingType;
  name: string;
  description: string;
  phone_number: string;
  price: number;
  bedrooms?: Bedrooms;
  furnished: boolean;
  parking: boolean;
  location: { lat: number; lng: number };
  areaName: string;
  bathrooms?: number;
  floorSize?: number;
  amenities?: Amenity[];
  depositMonths?: number;
  serviceCharge?: number;
  plotAcres?: number;
  maxGuests?: number;
  areasServed?: string[];
  trade?: Trade;
  priceUnit?: ServiceUnit;
  workDays?: WorkDay[];
  workFrom?: string;
  workTo?: string;
  emergency?: boolean;
  experienceYears?: number;
}

/** A plausible listing of the given type (or a weighted random one), placed near a real neighbourhood. */
export function makeListingSeed(random: Random, type?: ListingType, areaName?: string): ListingSeed {
  const chosenType = type ?? pickType(random);
  const named = areaName ? located.find((n) => n.name === areaName) : undefined;
  const area = named ?? (random.chance(0.7) && nairobi.length ? random.pick(nairobi) : random.pick(located));
  const location = { lat: area.lat + (random.next() - 0.5) * 0.012, lng: area.lng + (random.next() - 0.5) * 0.012 };
  const common = {
    type: chosenType,
    phone_number: phone(random),
    furnished: random.chance(0.3),
    parking: random.chance(0.6),
    location,
    areaName: area.name,
  };
  if (isServiceType(chosenType)) {
    const [min, max] = SERVICE_PRICES[chosenType]!;
    const [title, trade, priceUnit] = random.pick(SERVICE_TITLES[chosenType]!);
    const areasServed = areasServedNear(random, area.name, area.town);
    // The week and the years come from a generator of their own, seeded by the listing, so
    // the shared sequence (every later listing of the demo and the benches) is as it was.
    const own = seededRandom(hashText(`${title}|${area.name}|${location.lat}`));
    // An hour or a square metre costs less than a visit or a job.
    const scale = priceUnit === 'hour' || priceUnit === 'sqm' ? 0.2 : 1;
    return {
      ...common,
      furnished: false,
      parking: false,
      name: `${title} in ${area.name}`,
      description: serviceDescription(random, title, areasServed),
      price: Math.max(100, roundTo(random.int(min, max) * scale, 100)),
      areasServed,
      trade,
      priceUnit,
      workDays: own.chance(0.5) ? [...WEEKDAYS, 'sat'] : WEEKDAYS,
      workFrom: own.pick(['07:00', '08:00', '08:30']),
      workTo: own.pick(['17:00', '18:00']),
      emergency: own.chance(0.4),
      experienceYears: own.int(2, 20),
    };
  }
  const bedrooms = random.pick(BEDROOMS);
  const [min, max] = RENT_BY_BEDROOMS[bedrooms];
  // For sale: about 15 years of rent (millions); a night in a bnb: a few thousand.
  const multiplier = chosenType === 'for-sale' ? 180 : chosenType === 'bnbs' ? 0.12 : 1;
  const price = roundTo(random.int(min, max) * multiplier, chosenType === 'for-sale' ? 50000 : 500);
  const adjective = random.pick(ADJECTIVES);
  const what = HOME_WORDS[bedrooms];
  const verb = chosenType === 'for-sale' ? 'for sale' : chosenType === 'bnbs' ? 'Airbnb' : 'to let';
  const facts = homeFacts(random, chosenType, bedrooms);
  return {
    ...common,
    ...facts,
    bedrooms,
    name: `${adjective} ${what.toLowerCase()} ${verb} in ${area.name}`,
    description: homeDescription(
      random,
      `${adjective} ${what.toLowerCase()} in ${area.name}, ${area.town}`,
      facts.amenities,
    ),
    price: Math.max(price, chosenType === 'for-sale' ? 500_000 : 1000),
  };
}

function pickType(random: Random): ListingType {
  const roll = random.next();
  if (roll < 0.42) return 'rentals';
  if (roll < 0.55) return 'for-sale';
  if (roll < 0.65) return 'bnbs';
  return random.pick(['technicians', 'architects', 'engineers', 'interior-designer', 'furniture', 'movers'] as const);
}

export interface UserSeed {
  username: string;
  email: string;
  password: string;
}

/**
 * The letters a tag is written in: none that a username's skeleton maps to another (i and l,
 * m and rn, w and vv, d and cl: domain confusables.ts), so two tags never look alike.
 */
const TAG_LETTERS = 'abefghjkopqstuxyz';

/** A number in letters (base 17, TAG_LETTERS): a tag that is unique, has no digits and looks like no other. */
export function inLetters(n: number): string {
  let text = '';
  let rest = Math.floor(n);
  do {
    text = TAG_LETTERS[rest % TAG_LETTERS.length]! + text;
    rest = Math.floor(rest / TAG_LETTERS.length);
  } while (rest > 0);
  return text;
}

let userCounter = 0;
/**
 * A unique user for tests: unique across calls within one process. The tag is letters only:
 * a username holding a run of 4 digits reads like a code and is refused (shield/name-signals.ts).
 */
export function makeUserSeed(prefix = 'user'): UserSeed {
  userCounter += 1;
  // The time padded to a fixed length (12 letters last until the year 2.7 million), so time
  // and counter never run together.
  const tag = `${prefix}${inLetters(Date.now()).padStart(12, 'a')}${inLetters(userCounter)}`;
  return { username: tag, email: `${tag}@example.co.ke`, password: 'correct-horse-42' };
}

/** A demo lister's public page, so the demo shows what a filled-in one looks like. */
export interface DemoProfile {
  businessName: string;
  about: string;
  /** Checked by a moderator: the page shows "Verified agent". */
  earbNumber: string;
}

/** The demo's moderator (config.ts names it a moderator outside production); it lists nothing. */
export const DEMO_MODERATOR: UserSeed = {
  username: 'Amani',
  email: 'moderator@demo.nyumba.co.ke',
  password: 'nyumba-demo-mod',
};

export const DEMO_USERS: readonly (UserSeed & { profile?: DemoProfile })[] = [
  {
    username: 'Wanjiku',
    email: 'wanjiku@demo.nyumba.co.ke',
    password: 'nyumba-demo-1',
    profile: {
      businessName: 'Wanjiku Homes',
      about: 'Rentals and homes for sale in Nairobi and Kiambu since 2015. Viewings Monday to Saturday.',
      earbNumber: 'EARB/A/0427',
    },
  },
  { username: 'Otieno', email: 'otieno@demo.nyumba.co.ke', password: 'nyumba-demo-2' },
];
