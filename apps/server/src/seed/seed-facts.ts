import { AMENITIES, NEIGHBOURHOODS, type Amenity, type Bedrooms, type ListingType } from '@nyumba/domain';
import type { Random } from './random.ts';

// The facts of a seeded listing, and a description written from them, so no two demo
// listings read alike and what the text says matches the facts shown beside it.

const BATHS: Record<Bedrooms, [number, number]> = {
  'single-room': [0, 1],
  'double-room': [0, 1],
  bedsitter: [1, 1],
  '1-bedroom': [1, 1],
  '2-bedroom': [1, 2],
  '3-bedroom': [2, 3],
  'more-than-3-bedrooms': [3, 5],
};

const FLOOR_M2: Record<Bedrooms, [number, number]> = {
  'single-room': [10, 16],
  'double-room': [16, 25],
  bedsitter: [20, 32],
  '1-bedroom': [35, 60],
  '2-bedroom': [60, 110],
  '3-bedroom': [100, 180],
  'more-than-3-bedrooms': [180, 450],
};

const AMENITY_WORDS: Record<Amenity, string> = {
  'water-tank': 'borehole water with a backup tank',
  'backup-power': 'solar backup for blackouts',
  'security-guard': 'a guard at the gate day and night',
  cctv: 'CCTV on every floor',
  lift: 'a lift',
  wifi: 'fibre Wi-Fi',
  balcony: 'a balcony',
  garden: 'a shared garden',
  'swimming-pool': 'a swimming pool',
  gym: 'a residents’ gym',
  dsq: 'a DSQ',
  'pets-allowed': 'room for pets',
};

const OPENERS = [
  'Fresh paint and new fittings throughout.',
  'Close to schools, a supermarket and the matatu stage.',
  'Quiet compound away from the main road.',
  'Morning light in every room.',
  'Ready to move in from the first of the month.',
  'A short walk to the shopping centre.',
  'Tiled floors and built-in wardrobes.',
  'Kitchen with granite tops and plenty of storage.',
  'On a tarmacked road that stays dry in the rains.',
  'Newly finished block with few neighbours yet.',
  'Managed by a caretaker who lives on site.',
  'Views over the valley from the upper floors.',
];

const CLOSERS = [
  'Call to book a viewing.',
  'Viewing on weekdays after 5 pm and all weekend.',
  'WhatsApp for more photos.',
  'The caretaker can show you round any day.',
  'Agents welcome, no viewing fee.',
  'Send a message and we will call you back.',
];

/** A home's facts, sized by its bedrooms; the type adds deposit, plot or guests. */
export function homeFacts(random: Random, type: ListingType, bedrooms: Bedrooms) {
  const [minBath, maxBath] = BATHS[bedrooms];
  const [minFloor, maxFloor] = FLOOR_M2[bedrooms];
  const amenities = AMENITIES.filter(() => random.chance(0.35));
  return {
    bathrooms: random.int(minBath, maxBath),
    ...(random.chance(0.8) ? { floorSize: random.int(minFloor, maxFloor) } : {}),
    amenities,
    ...(type === 'rentals'
      ? { depositMonths: random.int(1, 3), serviceCharge: random.chance(0.5) ? random.int(1, 16) * 500 : 0 }
      : {}),
    ...(type === 'for-sale' && random.chance(0.7) ? { plotAcres: random.pick([0.05, 0.1, 0.125, 0.25, 0.5, 1]) } : {}),
    ...(type === 'bnbs' ? { maxGuests: Math.max(2, random.int(1, 3) * (BATHS[bedrooms][1] + 1)) } : {}),
  };
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A description that names what the facts say, with an opener and a closer that vary. */
export function homeDescription(random: Random, lead: string, amenities: readonly Amenity[]): string {
  const has = amenities.length ? ` It has ${joinWords(amenities.map((a) => AMENITY_WORDS[a]))}.` : '';
  return `${lead}. ${random.pick(OPENERS)}${has} ${random.pick(CLOSERS)}`;
}

const located = NEIGHBOURHOODS.filter((n) => n.lat !== undefined);

/** The area itself and a few others of the same town. */
export function areasServedNear(random: Random, areaName: string, town: string): string[] {
  const sameTown = located.filter((n) => n.town === town && n.name !== areaName);
  const others = sameTown.filter(() => random.chance(4 / Math.max(sameTown.length, 4)));
  return [areaName, ...others.slice(0, 5).map((n) => n.name)];
}

const SERVICE_PROMISES = [
  'Free quotation within the day.',
  'M-Pesa accepted, receipts given.',
  'References from past clients on request.',
  'Ten years of work around the estate.',
  'Weekend and evening visits at no extra charge.',
  'Work guaranteed for six months.',
  'Licensed and insured.',
  'Materials bought at trade prices.',
];

/** A service description naming where it works and two promises. */
export function serviceDescription(random: Random, title: string, areas: readonly string[]): string {
  const first = random.pick(SERVICE_PROMISES);
  const second = random.pick(SERVICE_PROMISES.filter((p) => p !== first));
  return `${title} working in ${joinWords(areas.slice(0, 4))}. ${first} ${second}`;
}
