import { REVIEW_BLIND_DAYS, type Language, type ReviewHoldReason, type StarLine } from '@nyumba/domain';

/**
 * The words of hires and reviews (issue 32): a listing's and a provider's reviews, the hire
 * and review in a conversation, the moderators' queue. Both languages, in these screens'
 * own chunks.
 */
const en = {
  reviews: 'Reviews',
  reviewsIntro: 'Only from clients who hired them, or guests who stayed, through Nyumba.',
  noReviews: 'No reviews yet.',
  ratingOf: (average: string, count: number) =>
    `${average} out of 5 · ${count === 1 ? '1 review' : `${count} reviews`}`,
  starsOf: (stars: number) => `${stars} out of 5 stars`,
  lines: { quality: 'Quality', punctuality: 'Punctuality', price: 'Price as agreed' } satisfies Record<
    StarLine,
    string
  >,
  /** The same three stars, as a provider or host rates a client or guest: their own side of the deal. */
  clientLines: { quality: 'Clear brief', punctuality: 'On time', price: 'Paid as agreed' } satisfies Record<
    StarLine,
    string
  >,
  reply: 'Reply',
  replyTitle: 'Your public reply',
  sendReply: 'Publish reply',
  report: 'Report this review',
  reportReason: 'What is wrong with it?',
  sendReport: 'Send report',
  cancel: 'Cancel',
  failed: 'That did not go through. Check your connection and try again.',
  // The hire in a conversation.
  hireTitle: 'Hired through Nyumba?',
  hireIntro: 'When you agree on the job, mark it here. Only hires on Nyumba can be reviewed.',
  stayTitle: 'Your stay',
  propose: 'We agreed: mark as hired',
  proposedByMe: 'You marked this as hired. Waiting for the other side to confirm.',
  proposedByThem: 'They marked this as hired. Did you agree on the job?',
  confirm: 'Yes, confirm the hire',
  decline: 'No, we did not agree',
  withdraw: 'Take it back',
  hired: 'Hired. When the job is done, review each other.',
  markDone: 'Mark the job done',
  done: 'Job done.',
  stayed: 'Stay completed.',
  writeReview: (role: 'client' | 'provider'): string => (role === 'client' ? 'Review the work' : 'Review the client'),
  reviewIntro: `Your review stays sealed until they write theirs, or for ${REVIEW_BLIND_DAYS} days: neither of you sees the other’s first.`,
  text: 'What happened?',
  textHint: '20 to 1,000 characters, in English or Kiswahili.',
  send: 'Save review',
  sending: 'Saving…',
  yourReview: 'Your review',
  theirReview: 'Their review',
  sealed: (date: string) => `Sealed: published when they write theirs, or on ${date}.`,
  held: 'With a moderator before it is published.',
  /** Why a review is held, and the date a moderator looks at it by (REVIEW_HOLD_HOURS). */
  heldWhy: (reason: ReviewHoldReason, date: string): string =>
    `${
      reason === 'no-proven-number'
        ? 'Your account has no phone number proven by SMS: prove one in Settings and your next reviews are published without waiting.'
        : reason === 'number-proven-lately'
          ? 'Your phone number was proven only lately: reviews from new numbers are read first.'
          : 'Several new accounts reviewed this provider today: their reviews are read first.'
    } A moderator looks at it by ${date}.`,
  removed: 'Removed by a moderator.',
  theyWrote: `They wrote their review. You will see it once you write yours, or when the ${REVIEW_BLIND_DAYS} days end.`,
  // The moderators' queue.
  queueTitle: 'Reviews to check',
  queueEmpty: 'No held or reported reviews.',
  heldLabel: 'Held',
  reportsLabel: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  publish: 'Publish',
  remove: 'Remove',
  about: (name: string) => `About ${name}`,
  history: 'History',
  actions: {
    written: 'written',
    held: 'held for a moderator',
    published: 'published',
    replied: 'replied to',
    reported: 'reported',
    released: 'released by a moderator',
    removed: 'removed by a moderator',
  } as Record<string, string>,
};

type ReviewTexts = typeof en;

const sw: ReviewTexts = {
  reviews: 'Maoni',
  reviewsIntro: 'Kutoka kwa wateja waliowaajiri, au wageni waliolala, kupitia Nyumba pekee.',
  noReviews: 'Bado hakuna maoni.',
  ratingOf: (average, count) => `${average} kati ya 5 · maoni ${count}`,
  starsOf: (stars) => `nyota ${stars} kati ya 5`,
  lines: { quality: 'Ubora', punctuality: 'Kufika kwa wakati', price: 'Bei kama ilivyokubaliwa' },
  clientLines: { quality: 'Maelezo wazi', punctuality: 'Kwa wakati', price: 'Alilipa kama ilivyokubaliwa' },
  reply: 'Jibu',
  replyTitle: 'Jibu lako la hadharani',
  sendReply: 'Chapisha jibu',
  report: 'Ripoti maoni haya',
  reportReason: 'Kuna tatizo gani?',
  sendReport: 'Tuma ripoti',
  cancel: 'Ghairi',
  failed: 'Haikufanikiwa. Angalia mtandao wako ujaribu tena.',
  hireTitle: 'Mmekubaliana kupitia Nyumba?',
  hireIntro: 'Mkikubaliana kuhusu kazi, iweke hapa. Kazi za Nyumba pekee ndizo hupewa maoni.',
  stayTitle: 'Malazi yako',
  propose: 'Tumekubaliana: weka kuwa ameajiriwa',
  proposedByMe: 'Umeweka kuwa ameajiriwa. Tunasubiri upande mwingine uthibitishe.',
  proposedByThem: 'Wameweka kuwa ameajiriwa. Mlikubaliana kuhusu kazi?',
  confirm: 'Ndiyo, thibitisha',
  decline: 'Hapana, hatukukubaliana',
  withdraw: 'Ondoa',
  hired: 'Ameajiriwa. Kazi ikiisha, mpeane maoni.',
  markDone: 'Weka kazi kuwa imekamilika',
  done: 'Kazi imekamilika.',
  stayed: 'Malazi yamekamilika.',
  writeReview: (role) => (role === 'client' ? 'Toa maoni kuhusu kazi' : 'Toa maoni kuhusu mteja'),
  reviewIntro: `Maoni yako yanafichwa hadi wao waandike yao, au kwa siku ${REVIEW_BLIND_DAYS}: hakuna anayeona ya mwenzake kwanza.`,
  text: 'Ilikuwaje?',
  textHint: 'Herufi 20 hadi 1,000, kwa Kiingereza au Kiswahili.',
  send: 'Hifadhi maoni',
  sending: 'Inahifadhi…',
  yourReview: 'Maoni yako',
  theirReview: 'Maoni yao',
  sealed: (date) => `Yamefichwa: yatachapishwa wakiandika yao, au tarehe ${date}.`,
  held: 'Yako kwa msimamizi kabla ya kuchapishwa.',
  heldWhy: (reason, date) =>
    `${
      reason === 'no-proven-number'
        ? 'Akaunti yako haina namba ya simu iliyothibitishwa kwa SMS: thibitisha moja kwenye Mipangilio na maoni yako yajayo yatachapishwa bila kusubiri.'
        : reason === 'number-proven-lately'
          ? 'Namba yako ya simu ilithibitishwa hivi karibuni tu: maoni kutoka namba mpya husomwa kwanza.'
          : 'Akaunti kadhaa mpya zimempa mtoa huduma huyu maoni leo: maoni yao husomwa kwanza.'
    } Msimamizi atayaangalia kufikia ${date}.`,
  removed: 'Yameondolewa na msimamizi.',
  theyWrote: `Wameandika maoni yao. Utayaona ukiandika yako, au siku ${REVIEW_BLIND_DAYS} zikiisha.`,
  queueTitle: 'Maoni ya kukagua',
  queueEmpty: 'Hakuna maoni yaliyozuiwa au kuripotiwa.',
  heldLabel: 'Yamezuiwa',
  reportsLabel: (count) => `Ripoti ${count}`,
  publish: 'Chapisha',
  remove: 'Ondoa',
  about: (name) => `Kuhusu ${name}`,
  history: 'Historia',
  actions: {
    written: 'yameandikwa',
    held: 'yamezuiwa kwa msimamizi',
    published: 'yamechapishwa',
    replied: 'yamejibiwa',
    reported: 'yameripotiwa',
    released: 'yameachiliwa na msimamizi',
    removed: 'yameondolewa na msimamizi',
  },
};

export const reviewTexts = (language: Language): ReviewTexts => (language === 'sw' ? sw : en);

/**
 * The names of a review's three star lines: a client rates the provider's work, its timing and
 * price; a provider (or host) rates the client's brief, timing and payment (issue 41: they
 * were asked to rate a client's "Quality").
 */
export const starLineNames = (texts: ReviewTexts, authorRole: 'client' | 'provider') =>
  authorRole === 'provider' ? texts.clientLines : texts.lines;
