import type { Language } from '@nyumba/domain';

/**
 * The scam shield's words in the queue, both languages. Beside the moderation screens (their
 * own chunk), not in the shared texts: only moderators see them, and the shared English
 * texts ride in every visitor's first load.
 */
const en = {
  copiesTitle: 'Copies another lister’s listing',
  thisOne: (date: string) => `This listing, listed ${date}`,
  theirs: (name: string, date: string) => `Listed ${date} by ${name}`,
  claimTitle: 'Its lister says it is theirs',
  claimedOn: (date: string) => `Said on ${date}:`,
  ruleOriginal: 'This one is the original',
  ruleCopy: 'It is the copy: keep it held',
  ruleHint:
    'Compare the photos, the dates and the notes. The original is published and the other is held as its copy; a ruling holds through later edits.',
  ruleFailed: 'The ruling was not saved. Try again.',
  claimOpen: 'These photos and words are mine',
  claimLabel: 'Tell the moderator how they are yours',
  claimHint:
    'Where and when you took the photos, or where else the home is listed. The moderator sees both listings and their dates.',
  claimSend: 'Send to the moderator',
  claimFailed: 'Your note was not sent. Try again.',
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
  paymentsView: 'Money',
  tenanciesView: 'Tenancies',
  jobsView: 'Jobs',
  sort: { urgent: 'Urgent first', risk: 'Riskiest listers first' },
  phone: (number: string, since: string) => `Phone ${number}, proven ${since}`,
  phoneNone: 'No proven phone number',
  phoneBefore: (n: number) => `proven on ${n} other ${n === 1 ? 'account' : 'accounts'} before`,
};

const sw: typeof en = {
  copiesTitle: 'Linanakili tangazo la mtangazaji mwingine',
  thisOne: (date) => `Tangazo hili, liliwekwa ${date}`,
  theirs: (name, date) => `Liliwekwa ${date} na ${name}`,
  claimTitle: 'Mtangazaji wake anasema ni lake',
  claimedOn: (date) => `Alisema tarehe ${date}:`,
  ruleOriginal: 'Hili ndilo la asili',
  ruleCopy: 'Ni nakala: liendelee kuzuiliwa',
  ruleHint:
    'Linganisha picha, tarehe na maelezo. La asili linachapishwa na jingine linazuiliwa kama nakala yake; uamuzi unabaki hata likihaririwa baadaye.',
  ruleFailed: 'Uamuzi haukuhifadhiwa. Jaribu tena.',
  claimOpen: 'Picha na maneno haya ni yangu',
  claimLabel: 'Mweleze msimamizi jinsi yalivyo yako',
  claimHint:
    'Ulipiga picha wapi na lini, au nyumba imetangazwa wapi kwingine. Msimamizi anaona matangazo yote mawili na tarehe zake.',
  claimSend: 'Mtumie msimamizi',
  claimFailed: 'Ujumbe wako haukutumwa. Jaribu tena.',
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
  paymentsView: 'Pesa',
  tenanciesView: 'Upangaji',
  jobsView: 'Kazi',
  sort: { urgent: 'Za dharura kwanza', risk: 'Watangazaji hatari kwanza' },
  phone: (number, since) => `Simu ${number}, imethibitishwa ${since}`,
  phoneNone: 'Hakuna namba ya simu iliyothibitishwa',
  phoneBefore: (n) => `ilithibitishwa kwenye akaunti ${n} nyingine kabla`,
};

export const shieldTexts = (language: Language) => (language === 'sw' ? sw : en);
