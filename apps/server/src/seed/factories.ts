import {
  BEDROOMS,
  NEIGHBOURHOODS,
  isServiceType,
  type Amenity,
  type Bedrooms,
  type ListingType,
  type Neighbourhood,
} from '@nyumba/domain';
import type { Random } from './random.ts';
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

const SERVICE_TITLES: Record<string, string[]> = {
  technicians: [
    'Plumber and electrician',
    'Fundi wa stima — certified electrician',
    'Solar and water heater technician',
    'Appliance repair technician',
    'CCTV and alarm installer',
  ],
  architects: ['Residential architect', 'Architectural design studio', 'House plans and approvals'],
  engineers: ['Structural engineer', 'Civil and site engineer', 'Borehole and water engineer'],
  'interior-designer': ['Interior designer', 'Kitchen and wardrobe designer', 'Home staging and décor'],
  furniture: ['Custom furniture maker', 'Mninga and mahogany furniture', 'Sofa maker and upholstery'],
  movers: ['House movers', 'Office and home relocations', 'Pick-up and lorry movers'],
};

// Starting prices: a call-out, a first consultation, a small job.
const SERVICE_PRICES: Record<string, [number, number]> = {
  technicians: [1000, 5000],
  architects: [10000, 60000],
  engineers: [5000, 40000],
  'interior-designer': [5000, 40000],
  furniture: [3000, 30000],
  movers: [3000, 20000],
};

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
    const title = random.pick(SERVICE_TITLES[chosenType]!);
    const areasServed = areasServedNear(random, area.name, area.town);
    return {
      ...common,
      furnished: false,
      parking: false,
      name: `${title} in ${area.name}`,
      description: serviceDescription(random, title, areasServed),
      price: roundTo(random.int(min, max), 500),
      areasServed,
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

let userCounter = 0;
/** A unique user for tests: unique across calls within one process. */
export function makeUserSeed(prefix = 'user'): UserSeed {
  userCounter += 1;
  const tag = `${prefix}${Date.now().toString(36)}${userCounter}`;
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
