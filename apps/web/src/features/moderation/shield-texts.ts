import type { Language } from '@nyumba/domain';

/**
 * The scam shield's words in the queue, both languages. Beside the moderation screens (their
 * own chunk), not in the shared texts: only moderators see them, and the shared English
 * texts ride in every visitor's first load.
 */
const en = {
  copiesTitle: 'Copies another lister’s listing',
  thisOne: 'This listing',
  theirs: (name: string) => `Listed earlier by ${name}`,
  photo: (bits: number) => `A photo ${bits === 0 ? 'identical' : `${bits} of 64 bits apart`}`,
  text: (similarity: number) => `Description ${Math.round(similarity * 100)} % alike`,
  riskTitle: 'Lister’s risk',
  score: (score: number) => `Risk ${score}`,
  copies: (n: number) => `${n} held as copies`,
  upheld: (n: number) => `${n} reports upheld`,
  warnings: (n: number) => `${n} messages asking for money`,
  takenDown: (n: number) => `${n} taken down`,
  age: (days: number) => (days === 1 ? 'Account 1 day old' : `Account ${days} days old`),
  unconfirmed: 'E-mail not confirmed',
  agent: 'EARB agent checked',
  sortBy: 'Sort by',
  reviewsView: 'Reviews',
  sort: { urgent: 'Urgent first', risk: 'Riskiest listers first' },
};

const sw: typeof en = {
  copiesTitle: 'Linanakili tangazo la mtangazaji mwingine',
  thisOne: 'Tangazo hili',
  theirs: (name) => `Liliwekwa mapema na ${name}`,
  photo: (bits) => `Picha ${bits === 0 ? 'inayofanana kabisa' : `inayotofautiana biti ${bits} kati ya 64`}`,
  text: (similarity) => `Maelezo yanafanana kwa asilimia ${Math.round(similarity * 100)}`,
  riskTitle: 'Hatari ya mtangazaji',
  score: (score) => `Hatari ${score}`,
  copies: (n) => `${n} yamezuiliwa kama nakala`,
  upheld: (n) => `Ripoti ${n} zimekubaliwa`,
  warnings: (n) => `Jumbe ${n} zinazoomba pesa`,
  takenDown: (n) => `${n} yameondolewa`,
  age: (days) => (days === 1 ? 'Akaunti ya siku 1' : `Akaunti ya siku ${days}`),
  unconfirmed: 'Barua pepe haijathibitishwa',
  agent: 'Wakala wa EARB amethibitishwa',
  sortBy: 'Panga kwa',
  reviewsView: 'Maoni',
  sort: { urgent: 'Za dharura kwanza', risk: 'Watangazaji hatari kwanza' },
};

export const shieldTexts = (language: Language) => (language === 'sw' ? sw : en);
