import { signalReadings } from './message-fold.ts';

/*
 * The scam shield's table: ways a message asks for money before a viewing, the start of
 * Kenya's commonest rental scams (viewing fees, deposits to "agents" who hold no keys,
 * "send it to this number", a "new" paybill). A message matching one is shown to its
 * recipient with SCAM_NOTICE and counts towards its sender's risk in the moderation queue.
 *
 * Each pattern looks at one sentence at a time, lower-cased, in English, Swahili or Sheng.
 * A money word alone ("deposit", "M-Pesa") is no signal: people ask about both all day.
 * It takes a request to pay (a fee for viewing or booking, paying before seeing, a number,
 * till or paybill to send to). Questions about costs ("Is there a viewing fee?", "Can I
 * pay rent by M-Pesa?") are asked by seekers and are not flagged; a question that asks for
 * money ("Can you send the booking fee today?") is. scam-shield.test.ts holds the phrasings
 * that must match and the ordinary messages that must not, with the false-alarm rate.
 */

export interface ScamPattern {
  id: string;
  /** What it catches, for the moderators' view of a sender's risk. */
  what: string;
  pattern: RegExp;
}

const PAY = String.raw`(?:pay|send|transfer|deposit|lipa|lipia|tuma|nitumie|ntumie|nitumia|tumia|weka|wekeni|lipeni|tumeni)`;
const VIEW = String.raw`(?:view|viewing|see|seeing|visit|visiting|come|coming|inspect\w*|kuona|kuiona|kutazama|kuja|kuangalia|kucheki)`;
/** An amount: "500", "ksh 1,000", "2k", "300 bob", as folded (amounts in words are digits by then). */
const AMOUNT = String.raw`(?:(?:ksh|kes|sh)\.?\s*)?\d[\d,]*(?:k|\/=|\/-)?(?:\s*(?:bob|ksh|kes|shillings?|shilingi|\/=|\/-))?`;
const FEE = String.raw`(?:fee|fees|charge|charges|money|cost|pesa|ada|doh|ganji|chapaa|mkwanja|hela|cash|token|${AMOUNT})`;
const SHENG_MONEY = String.raw`(?:doh|ganji|mkwanja|chapaa|thao|ngiri|pesa|hela|cash|kitu kidogo|mbao|soo|finje|ashu|${AMOUNT})`;
// At least one character: a space always stands between the words it joins.
const NEAR = String.raw`[^.!?\n]{1,60}?`;

export const SCAM_PATTERNS: readonly ScamPattern[] = [
  {
    id: 'fee-to-view',
    what: 'A fee to view, book or reserve',
    pattern: new RegExp(
      String.raw`\b(?:viewing|view|site[- ]?visit|booking|reservation|registration|commitment|processing|holding|inspection|application|agent|agency|key|keys)\s*${FEE}\b`,
    ),
  },
  {
    id: 'fee-for-viewing',
    what: 'A fee to view, book or reserve',
    pattern: new RegExp(
      String.raw`\b${FEE}\s+(?:ya|for|of|to)\s+(?:the\s+)?(?:viewing|view|kuona|kutazama|kuangalia|booking|kubook|kuhifadhi|usajili|site visit|funguo|keys)\b`,
    ),
  },
  {
    id: 'pay-before-viewing',
    what: 'Pay before seeing the house',
    pattern: new RegExp(String.raw`\b${PAY}\b${NEAR}\b(?:before|prior to|kabla ya|kabla)\b${NEAR}\b${VIEW}\b`),
  },
  {
    id: 'pay-to-secure',
    what: 'Pay to secure or reserve the house',
    pattern: new RegExp(
      String.raw`\b${PAY}\b${NEAR}\b(?:to|ili|ndio|ndo)\s+(?:secure|reserve|hold|book|block|kuhifadhi|kushikilia|kubook|kushika|nikushikie|nikuwekee)\b`,
    ),
  },
  {
    id: 'secure-by-paying',
    what: 'Pay to secure or reserve the house',
    pattern: new RegExp(
      String.raw`\b(?:secure|reserve|hold|book)\b${NEAR}\b(?:by paying|by sending|with a deposit|with a fee|with ksh|with kes)\b`,
    ),
  },
  {
    id: 'send-to-number',
    what: 'Send money to a phone number',
    pattern: new RegExp(
      String.raw`\b${PAY}\b${NEAR}(?:\b(?:to|kwa)\s+(?:this|my|the following|hii|hizi|namba|number|no\.?)\b|(?:\+?254|\b0)[17]\d{2}[\s-]?\d{3}[\s-]?\d{3})`,
    ),
  },
  {
    id: 'till-or-paybill',
    what: 'An M-Pesa till, paybill or account to pay into',
    pattern:
      /\b(?:till|paybill|pay bill|buy goods|business no|biz no|akaunti|account)(?:\s+(?:no\.?|number|namba))?[\s:#-]*\d{4,}/,
  },
  {
    id: 'pay-by-mpesa-now',
    what: 'Pay by M-Pesa now or first',
    pattern: new RegExp(
      String.raw`(?:\b${PAY}\b${NEAR}\b(?:m-?pesa|airtel money|sendwave)\b${NEAR}\b(?:now|first|kwanza|sasa|today|leo|upfront|asap|haraka)\b|\bm-?pesa\b${NEAR}\b(?:kwanza|first|upfront)\b)`,
    ),
  },
  {
    id: 'deposit-first',
    what: 'A deposit or rent paid first, before anything else',
    pattern: new RegExp(
      String.raw`\b${PAY}\b${NEAR}\b(?:deposit|depo|amana|rent|kodi)\b${NEAR}\b(?:first|kwanza|upfront|in advance|mapema)\b(?!\s+month)`,
    ),
  },
  {
    id: 'sheng-send-money',
    what: 'Send money (Sheng)',
    pattern: new RegExp(
      String.raw`\b(?:tuma|nitumie|ntumie|nitumia|lipa|toa|leta|tupa)\s+(?:hiyo\s+|ile\s+)?${SHENG_MONEY}\b`,
    ),
  },
  {
    id: 'new-account',
    what: 'A "new" account or number to pay rent into',
    pattern:
      /\b(?:new|changed|different|updated|another|mpya)\s+(?:rent\s+)?(?:account|paybill|till|number|akaunti|namba)\b|\b(?:akaunti|namba|account|paybill)\s+(?:mpya|imebadilika|has changed|changed)\b/,
  },
  {
    id: 'pay-for-keys',
    what: 'Pay and the keys will be sent or left',
    pattern: new RegExp(String.raw`\b${PAY}\b${NEAR}\b(?:keys?|funguo|ufunguo)\b`),
  },
  {
    id: 'away-send-money',
    what: 'The "owner" is away: pay and they will arrange the rest',
    pattern:
      /\b(?:i am|i'm|am|niko)\s+(?:out of the country|abroad|upcountry|away|nje ya nchi|safarini|mbali)\b[^.!?\n]{1,120}?\b(?:pay|send|tuma|lipa|deposit)\b/,
  },
];

// A seeker asking about costs: "Is there a viewing fee?", "Can I pay rent by M-Pesa?".
const COST_QUESTION =
  /^(?:is|are|do|does|did|any|can i|could i|may i|should i|will i|would i|how much|how|what|when|where|which|je|kuna|naweza|nilipe|ni kiasi|ni ngapi|bei gani)\b[^?]*\?$/;

// "No viewing fee", "Hakuna ada", "I will not pay before seeing it": the shield's own advice.
const NEGATED =
  /\b(?:no|hakuna|bila|without|zero)\s+(?:\w+\s+)?(?:fee|fees|ada|charges?)\b|\b(?:not|never|don't|dont|do not|won't|will not|usilipe|sitalipa|sitatuma|hatulipishi)\s+(?:\w+\s+)?(?:pay|send|lipa|tuma|charge)\b/;

/**
 * The sentences of a message, each tidied for the patterns (hidden spellings folded first:
 * message-fold.ts). Both readings of marks inside words are read: joined ("view.ing fe.e" is
 * "viewing fee") and as typed ("Hi,pay" keeps its two words).
 */
function sentences(text: string): string[] {
  const found = new Set<string>();
  for (const reading of signalReadings(text)) {
    for (const sentence of reading
      .toLowerCase()
      .normalize('NFKC')
      .replace(/[’‘`]/g, "'")
      .split(/(?<=[.!?])\s+|\n+/)) {
      const tidy = sentence.replace(/\s+/g, ' ').trim();
      if (tidy) found.add(tidy);
    }
  }
  return [...found];
}

/** The ids of the patterns a message matches; empty for an ordinary message. */
export function scamSignals(text: string): string[] {
  const found = new Set<string>();
  for (const sentence of sentences(text)) {
    if (COST_QUESTION.test(sentence) || NEGATED.test(sentence)) continue;
    for (const { id, pattern } of SCAM_PATTERNS) if (pattern.test(sentence)) found.add(id);
  }
  return [...found];
}
