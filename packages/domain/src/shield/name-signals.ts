import { joinInWord, joinSpaced, NON_ADDRESS_MARKS, readLetters, signalReadings } from './message-fold.ts';
import { scamSignals } from './scam-shield.ts';

/*
 * A listing's name and a username are printed into what Nyumba sends other people (SMS,
 * mails, page titles), where a link, a number or "Paybill 123456" reads as Nyumba's own
 * words. So a name that reads like one is a scam signal when it is written: a listing waits
 * for a moderator (modules/shield/name-hold.ts), a username is refused (accounts/user.ts).
 * Each name is read through message-fold.ts, the same stages as a message: NFKC (fullwidth
 * ｎｙｕｍｂａ．ｃｏ．ｋｅ), look-alike letters made Latin, invisible characters gone, marks
 * inside words taken out, spaced letters joined.
 */

/** What a name reads like: a web address, a phone number or code, an instruction to pay. */
export type NameSignal = 'link' | 'number' | 'payment';

/**
 * This many digits in a row (spaces or marks between them or not) read like a code in a
 * username: M-Pesa's codes, tills and paybills are 5 to 7 digits. Four are a year or a
 * street number ("Wanjiku1990"), which people use in their names.
 */
export const CODE_DIGITS = 5;
/**
 * In a listing's name digits are mostly its price or size ("Bedsitter 8000", "2br 25000",
 * "Plot 4500000"): only a run as long as a phone number (9 digits, Kenya's without its 0)
 * reads like a number to call. A till or a paybill comes with its word, which the payment
 * rule reads.
 */
export const LISTING_NUMBER_DIGITS = 9;

/** Why a username is refused (field-level, on `username`). */
export const USERNAME_READS_LIKE_CONTACT = `Username cannot look like a web address, a phone number, a code of ${CODE_DIGITS} or more digits or a payment instruction`;

/** Why a listing waits for a moderator: what its lister reads on My listings and the listing's page. */
export const NAME_HELD_REASON =
  'Its name looks like a web address, a phone number, a code or a payment instruction. A moderator will look at it; change the name and it is published again.';

/**
 * Endings of web addresses: the generic ones, Kenya's and its neighbours', those link
 * shorteners and throwaway sites use, and estate agents'. Written right after a dot with no
 * space (nyumba.co.ke, bit.ly) any of them is an address. A word that is also an ending
 * ("in", "to", "me", "house") is left out where an ordinary name could put it after a dot.
 */
const ENDINGS =
  'com|net|org|info|biz|io|co|ke|ly|gl|me|cc|tk|ml|ga|cf|gq|ws|xyz|top|site|online|shop|store|app|link|click|live|africa|tz|ug|rw|ng|za|uk|tv|ai|cn|ru|pw|su|icu|buzz|vip|club|pro|page|dev|mobi|tech|website|realty|properties';
/** Endings read even with spaces around the dots ("nyumba . co . ke", "pay dot com"). */
const SPACED_ENDINGS = String.raw`com|net|org|info|biz|xyz|ly|(?:co|or|go|ac|me|ne|sc)\s*\.\s*ke`;

// Marks drawn like a full stop (ideographic, middle dots, bullets, one-dot leaders): in a
// name they are the dots of an address.
const DOT_LIKE = /[。·•‧∙⋅・]/gu;
// "[.]", "(dot)", and " dot " between two words (spacing is one space by then).
const DOT_WORD = /[[(] ?(?:dot|\.) ?[\])]|(?<=[a-z\d]) dot (?=[a-z\d])/g;

const SCHEME = /\b(?:https?|hxxps?)\b|:\/\/|\bwww\b/;
const ADDRESS = new RegExp(
  String.raw`(?<![a-z0-9-])(?:[a-z0-9-]{2,}(?:\.[a-z0-9-]+)*\.(?:${ENDINGS})(?![a-z0-9])|[a-z0-9-]+\.[a-z]{2,}\/[a-z0-9])`,
);
const SPACED_ADDRESS = new RegExp(
  String.raw`(?<![a-z0-9])[a-z0-9][a-z0-9-]*[a-z0-9]\s*\.\s*(?:[a-z0-9-]+\s*\.\s*)*(?:${SPACED_ENDINGS})(?![a-z0-9-])`,
);
// Every letter spaced out ("n y u m b a . c o . k e"): the name without its spaces ends in an address.
const COMPACT_ADDRESS = new RegExp(
  String.raw`(?<![a-z0-9-])[a-z0-9-]{2,}\.(?:[a-z0-9-]+\.)*(?:${ENDINGS})(?:\/.*)?$|www\.|https?:\/\/`,
);

/** Reads like a web address: a scheme, "www", or a domain written tight, spaced, fullwidth or with "dot". */
function readsLikeLink(letters: string): boolean {
  const dotted = letters.replace(/\s+/g, ' ').replace(DOT_LIKE, '.').replace(DOT_WORD, '.');
  const text = joinSpaced(joinInWord(dotted, NON_ADDRESS_MARKS));
  return (
    SCHEME.test(text) ||
    ADDRESS.test(text) ||
    SPACED_ADDRESS.test(text) ||
    COMPACT_ADDRESS.test(text.replace(/\s+/g, ''))
  );
}

// Digits with at most three marks or spaces between them, as one number: "0712 345 678",
// "0.7.1.2", "07-12-34". Letters end a run ("2 bedroom, 3 bath" is two numbers).
const DIGIT_RUN = /\d(?:[\s.,\-_·*'’/+()|:]{0,3}\d)*/g;
// A price or a size as a listing states it: thousands set apart by commas (15,000; 4,500,000),
// or a number with its currency or unit (Ksh 8000, 8000/=, 2500 sqft, 12000 per month).
const AMOUNT = new RegExp(
  [
    String.raw`(?<!\d,?)\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?!,?\d)`,
    String.raw`(?:\b(?:kshs?|kes|shs?|usd)\.?|\$)\s*\d+(?:\.\d{1,2})?(?!,?\d)`,
    String.raw`(?<!\d,?)\d+(?:\.\d{1,2})?\s*(?:\/=|\/-|k\b|(?:bob|kshs?|kes|shillings?|shilingi|pm|p\.m|per|a month|a night|kwa mwezi|monthly|sq\.?\s*(?:ft|m)|acres?|m2|m²)\b)`,
  ].join('|'),
  'g',
);
// A Kenyan mobile number, with or without its 0 or +254.
const PHONE = /^(?:254|0)?[17]\d{8}$/;

/**
 * A phone number, or in a username a run of five or more digits that reads like a code (a
 * till, a paybill, an M-Pesa code), also with spaces, dots or dashes between the digits. A
 * listing's price or size, written as one (15,000; Ksh 8000; 2500 sqft) or bare, is not a
 * number to call unless its digits are as many as a phone number's.
 */
function readsLikeNumber(letters: string, kind: 'listing' | 'username'): boolean {
  const text =
    kind === 'listing'
      ? letters.replace(AMOUNT, (amount) => (PHONE.test(amount.replace(/\D/g, '')) ? amount : '§'))
      : letters;
  const enough = kind === 'listing' ? LISTING_NUMBER_DIGITS : CODE_DIGITS;
  for (const [run] of text.matchAll(DIGIT_RUN)) if (run.replace(/\D/g, '').length >= enough) return true;
  return false;
}

const PAY_VERB = String.raw`(?:pay|send|transfer|lipa|lipia|lipeni|tuma|tumeni|nitumie|ntumie|weka|wekeni|toa|leta)`;
const MONEY = String.raw`(?:(?:deposit|depo|fees?|rent|kodi|amana|pesa|money|cash|ada|doh|ganji|mkwanja|chapaa|token|kshs?|kes|shs?|bob|shillings?|shilingi)\b|\d)`;
const PAYMENT = [
  // A payment channel has no place in a name: "Lipa na M-Pesa", "Paybill", "Buy goods", "Airtel money".
  /\b(?:m-?pesa|airtel money|t-?kash|pay ?bill|buy ?goods)\b/,
  /\btill\s*(?:no\b|number|namba|[:#]\s*\d)/,
  // "Lipa deposit", "send KSH 500", "tuma pesa": a verb of paying, then money within three words.
  new RegExp(String.raw`\b${PAY_VERB}(?:\s+\S+){0,3}?\s+${MONEY}`),
];

/** An instruction to pay: a channel, a till, "lipa deposit", or any of a message's money signals. */
function readsLikePayment(name: string): boolean {
  if (scamSignals(name).length > 0) return true;
  return signalReadings(name).some((reading) => PAYMENT.some((pattern) => pattern.test(reading)));
}

/**
 * What a listing's name or a username reads like, after the shield's folding: a link, a
 * number (a phone number, or in a username a code of 5 or more digits), an instruction to
 * pay. Empty for an ordinary name. A listing's name may state its price or size ("Bedsitter
 * 8000", "Ksh 8,000").
 */
export function nameSignals(name: string, kind: 'listing' | 'username' = 'listing'): NameSignal[] {
  const letters = readLetters(name);
  const found: NameSignal[] = [];
  if (readsLikeLink(letters)) found.push('link');
  if (readsLikeNumber(letters, kind)) found.push('number');
  if (readsLikePayment(name)) found.push('payment');
  return found;
}
