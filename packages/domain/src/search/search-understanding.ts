import { isServiceType, type Bedrooms, type ListingType } from '../listings/listing-types.ts';
import { findNeighbourhood } from '../listings/neighbourhoods.ts';
import { NUMBER_WORDS } from '../core/numbers.ts';
import { TRADES, type Trade } from '../listings/services.ts';

// What people type into the search box ("2br kileleshwa under 40k", "plumber westlands")
// read as filters; what is left is searched as text. Only unambiguous patterns become
// filters: a number is bedrooms only next to a bedroom word, a price only after
// under/above/between or with a k/M/KSH mark, an area only when it is a known name.

export interface UnderstoodSearch {
  type?: ListingType;
  /** A trade named in either language ("fundi wa stima", "electrician"): its type too. */
  trade?: Trade;
  bedrooms?: Bedrooms;
  area?: string;
  minPrice?: number;
  maxPrice?: number;
  bathrooms?: number;
  /** The words no filter took, for the full-text search. */
  rest: string;
}

// A trade, in English or Swahili, becomes the trade filter (and its type): "fundi wa stima",
// "electrician" and "electricians" all find the electricians. Longer phrases first.
const TRADE_PHRASES: readonly (readonly [RegExp, Trade])[] = [
  [/\b(?:fundi (?:wa )?(?:mabomba|bomba|maji)|plumbers?|plumbing)\b/, 'plumber'],
  [/\b(?:fundi (?:wa )?(?:stima|umeme|wiring)|electricians?|wiring)\b/, 'electrician'],
  [/\b(?:fundi (?:wa )?rangi|painters?|painting)\b/, 'painter'],
  [/\b(?:fundi (?:wa )?(?:kuchomelea|chuma|welding)|welders?|welding)\b/, 'welder'],
  [/\b(?:fundi (?:wa )?(?:mawe|ujenzi)|mwashi|waashi|masons?|masonry)\b/, 'mason'],
  [/\b(?:fundi (?:wa )?sola|solar (?:installers?|installation|panels?))\b/, 'solar-installer'],
  [/\b(?:fundi (?:wa )?paa|roofers?|roofing)\b/, 'roofer'],
  [/\b(?:fundi (?:wa )?vigae|tilers?|tiling)\b/, 'tiler'],
  [/\b(?:cctv|alarms?|kengele)\b/, 'cctv-alarms'],
  [/\b(?:pest control|fumigation|fumigators?|wadudu)\b/, 'pest-control'],
  [/\b(?:cleaners?|cleaning|usafi|wasafishaji)\b/, 'cleaning'],
  [/\b(?:gardeners?|gardening|landscaping|mtunza bustani)\b/, 'gardener'],
  [/\b(?:appliance repairs?|fridge repairs?|fundi (?:wa )?(?:friji|vifaa))\b/, 'appliance-repair'],
  [/\b(?:quantity surveyors?|mkadiriaji majenzi)\b/, 'quantity-surveyor'],
  [/\b(?:draughtsm[ae]n|draftsm[ae]n|mchoraji ramani)\b/, 'draughtsman'],
  [/\b(?:structural engineers?|mhandisi wa miundo)\b/, 'structural-engineer'],
  [/\b(?:(?:building )?contractors?|mkandarasi|wakandarasi)\b/, 'building-contractor'],
  [/\b(?:land surveyors?|mpima ardhi|wapima ardhi)\b/, 'land-surveyor'],
  [/\b(?:upholstery|upholsterers?|fundi (?:wa )?viti)\b/, 'upholstery'],
  [/\b(?:curtains?|blinds|mapazia)\b/, 'curtains-blinds'],
  [/\b(?:kitchen cabinets?|kabati za jikoni)\b/, 'kitchen-cabinets'],
  [/\b(?:office (?:moving|movers|relocation)|kuhamisha ofisi)\b/, 'office-moving'],
];

// Generic words for a type are dropped. Longer phrases first.
const TYPE_PHRASES: readonly (readonly [RegExp, ListingType, boolean | string])[] = [
  [/\b(?:for sale|on sale|to buy|selling|inauzwa|(?:ya|za) kuuza|kuuzwa)\b/, 'for-sale', false],
  [/\b(?:air ?bnbs?|bnbs?|b&b|holiday (?:home|let)s?|short stays?)\b/, 'bnbs', false],
  [
    /\b(?:to let|for rent|to rent|rentals?|(?:ya|za) (?:kupangisha|kukodisha|kupanga)|ya kodi|inapangishwa)\b/,
    'rentals',
    false,
  ],
  [/\b(?:technicians?|fundis?|mafundi)\b/, 'technicians', false],
  [/\b(?:architects?|wasanifu|msanifu|mbunifu wa majengo)\b/, 'architects', false],
  [/\b(?:engineers?|mhandisi|wahandisi)\b/, 'engineers', false],
  [/\b(?:interior designers?|wapambaji wa ndani|mpambaji wa ndani)\b/, 'interior-designer', false],
  [/\b(?:furniture|carpenters?|seremala|samani|fanicha)\b/, 'furniture', false],
  [/\b(?:movers?|moving company|relocations?|wahamishaji|kuhamisha mizigo)\b/, 'movers', false],
];

function bedroomsOf(count: number): Bedrooms {
  if (count <= 1) return '1-bedroom';
  if (count === 2) return '2-bedroom';
  if (count === 3) return '3-bedroom';
  return 'more-than-3-bedrooms';
}

const BEDROOM_WORD = String.raw`(?:br|brs|bdr|bdrm|bdrms|bed|beds|bedroom|bedrooms|bedroomed)`;
const BEDS_PATTERN = new RegExp(String.raw`\b([1-9]|one|two|three|four|five|six)[ -]{0,3}${BEDROOM_WORD}\b`);
// "vyumba 2", "vyumba viwili", "2 vyumba" (rooms: in a house ad, bedrooms).
const SWAHILI_BEDS =
  /\b(?:vyumba (?:vya kulala )?([2-9]|viwili|vitatu|vinne|vitano|mbili|tatu|nne|tano)|([2-9]) vyumba)\b/;
const BATHS_PATTERN = /\b([1-9])[ -]{0,3}(?:bath|baths|bathroom|bathrooms|ba)\b/;
const ROOM_KINDS: readonly (readonly [RegExp, Bedrooms])[] = [
  [/\b(?:bedsitters?|bed sitters?|bedsits?|studios?)\b/, 'bedsitter'],
  [/\b(?:single rooms?|chumba kimoja)\b/, 'single-room'],
  [/\bdouble rooms?\b/, 'double-room'],
];

// An amount: 40k, 40,000, 1.5m, 12 million, ksh 25000.
const AMOUNT = String.raw`(?:ksh\.?\s*|kes\s*|sh\.?\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|mil)?\b`;
const MAX_PRICE = new RegExp(
  String.raw`\b(?:under|below|less than|max(?:imum)?|up ?to|within|chini ya|isiyozidi|hadi|mpaka)\s+${AMOUNT}`,
);
const MIN_PRICE = new RegExp(String.raw`\b(?:above|over|more than|min(?:imum)?|from|at least|zaidi ya)\s+${AMOUNT}`);
const RANGE = new RegExp(String.raw`\b(?:between\s+)?${AMOUNT}\s*(?:-|to|and)\s*${AMOUNT}`);

function amount(digits: string | undefined, unit: string | undefined): number | undefined {
  if (!digits) return undefined;
  const value = Number(digits.replaceAll(',', ''));
  if (!Number.isFinite(value)) return undefined;
  const scale = unit === 'k' ? 1000 : unit ? 1_000_000 : 1;
  const result = Math.round(value * scale);
  return Number.isSafeInteger(result) ? result : undefined;
}

// Only dropped once a home filter was understood: alone, "house" is still a search.
const HOME_NOUNS = /\b(?:house|houses|home|homes|apartments?|flats?|units?|property|properties|nyumba)\b/g;
const FILLER = /\b(?:in|at|near|around|na|a|an|the|with|for|of|karibu|ya|za|wa|katika|huko|kwa|eneo|la)\b/g;

/** Reads filters out of a search text; the rest stays text. Pure and bounded (100 characters in). */
export function understandSearch(input: string): UnderstoodSearch {
  let text = ` ${input.slice(0, 100).toLowerCase().replace(/\s+/g, ' ')} `;
  const found: Omit<UnderstoodSearch, 'rest'> = {};
  const take = (pattern: RegExp, keep = false) => {
    const match = pattern.exec(text);
    if (match && !keep) text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    return match;
  };

  // Prices first: "under 40k" must not leave a "40k" for anything else to read. A bare
  // "2-3" without a money mark is not a price.
  const range = RANGE.exec(text);
  if (range && (range[2] || range[4] || /ksh|kes|between/.test(range[0]))) {
    const low = amount(range[1], range[2] ?? range[4]);
    const high = amount(range[3], range[4]);
    if (low !== undefined && high !== undefined) {
      take(RANGE);
      found.minPrice = Math.min(low, high);
      found.maxPrice = Math.max(low, high);
    }
  }
  const max = found.maxPrice === undefined ? take(MAX_PRICE) : null;
  if (max) found.maxPrice = amount(max[1], max[2]);
  const min = found.minPrice === undefined ? take(MIN_PRICE) : null;
  if (min) found.minPrice = amount(min[1], min[2]);

  const beds = take(BEDS_PATTERN) ?? take(SWAHILI_BEDS);
  const count = beds?.[1] ?? beds?.[2];
  if (count) found.bedrooms = bedroomsOf(NUMBER_WORDS[count] ?? Number(count));
  for (const [pattern, kind] of ROOM_KINDS) {
    if (found.bedrooms) break;
    if (take(pattern)) found.bedrooms = kind;
  }
  const baths = take(BATHS_PATTERN);
  if (baths?.[1]) found.bathrooms = Number(baths[1]);

  for (const [pattern, trade] of TRADE_PHRASES) {
    if (!take(pattern)) continue;
    found.trade = trade;
    found.type = TRADES[trade].type;
    break;
  }
  for (const [pattern, type, keep] of TYPE_PHRASES) {
    if (found.trade) break;
    const match = take(pattern, keep === true);
    if (match) {
      found.type = type;
      // A Swahili trade stays in the text as the English word listings use.
      if (typeof keep === 'string') text = `${text} ${keep} `;
      break;
    }
  }
  // Longest known place name first: "south b" before "b".
  const words = text.trim().split(' ').filter(Boolean);
  outer: for (let size = Math.min(4, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      const place = findNeighbourhood(phrase);
      // Two letters or fewer is never taken alone ("b" of "plot b").
      if (place && phrase.length > 2) {
        found.area = place.name;
        words.splice(start, size);
        break outer;
      }
    }
  }
  let rest = ` ${words.join(' ')} `;
  if (found.bedrooms || found.bathrooms || (found.type && !isServiceType(found.type)))
    rest = rest.replace(HOME_NOUNS, ' ');
  if (Object.keys(found).length) rest = rest.replace(FILLER, ' ');
  return { ...found, rest: rest.replace(/\s+/g, ' ').trim() };
}
