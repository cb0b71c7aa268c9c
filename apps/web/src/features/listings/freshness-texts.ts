import type { Language } from '@nyumba/domain';

/**
 * The words of keeping a listing confirmed, for its lister (My listings, the reminder mail's
 * page), in both languages. Kept beside those screens (their own chunks), not in the shared
 * texts: only listers see them, and the shared texts ride in every visitor's first load.
 */
const en = {
  stillAvailable: 'Still available',
  stale: (days: number) =>
    `Out of search: not confirmed for ${days === 1 ? '1 day' : `${days} days`}. Say it is still available to bring it back.`,
  confirmSoon: (days: number) =>
    `Still available? Confirm it, or it leaves search in ${days === 1 ? '1 day' : `${days} days`}.`,
  title: 'Your listing',
  working: 'Saving your answer…',
  available: (name: string) => `"${name}" is confirmed available: it stays in search.`,
  let: (name: string) => `"${name}" is marked let and has left search.`,
  sold: (name: string) => `"${name}" is marked sold and has left search.`,
  paused: (name: string) => `"${name}" is paused. Resume it from My listings whenever you like.`,
  invalid: 'This link has expired or was replaced by a newer one. Sign in to update the listing from My listings.',
  failed: 'We could not save your answer. Check your connection and try again.',
  retry: 'Try again',
  manage: 'Go to My listings',
  /** How people reached the lister, by kind (My listings' figures). */
  contactKinds: {
    messages: (n: number) => (n === 1 ? '1 conversation' : `${n} conversations`),
    viewings: (n: number) => (n === 1 ? '1 viewing' : `${n} viewings`),
    stays: (n: number) => (n === 1 ? '1 stay request' : `${n} stay requests`),
    calls: (n: number) => (n === 1 ? '1 call' : `${n} calls`),
    whatsapp: (n: number) => `${n} WhatsApp`,
  },
};

const sw: typeof en = {
  stillAvailable: 'Bado inapatikana',
  stale: (days) =>
    `Haimo kwenye utafutaji: haijathibitishwa kwa siku ${days}. Thibitisha kuwa bado inapatikana ili irudi.`,
  confirmSoon: (days) => `Bado inapatikana? Ithibitishe, la sivyo itaondoka kwenye utafutaji baada ya siku ${days}.`,
  title: 'Tangazo lako',
  working: 'Tunahifadhi jibu lako…',
  available: (name) => `"${name}" imethibitishwa kupatikana: inabaki kwenye utafutaji.`,
  let: (name) => `"${name}" imewekwa kuwa imepangishwa na imeondoka kwenye utafutaji.`,
  sold: (name) => `"${name}" imewekwa kuwa imeuzwa na imeondoka kwenye utafutaji.`,
  paused: (name) => `"${name}" imesimamishwa. Iendeleze kutoka Matangazo Yangu wakati wowote.`,
  invalid: 'Kiungo hiki kimeisha muda au kimebadilishwa na kipya. Ingia ili usasishe tangazo kutoka Matangazo Yangu.',
  failed: 'Hatukuweza kuhifadhi jibu lako. Angalia mtandao wako ujaribu tena.',
  retry: 'Jaribu tena',
  manage: 'Nenda kwenye Matangazo Yangu',
  contactKinds: {
    messages: (n) => `mazungumzo ${n}`,
    viewings: (n) => `ziara ${n}`,
    stays: (n) => (n === 1 ? 'ombi 1 la malazi' : `maombi ${n} ya malazi`),
    calls: (n) => (n === 1 ? 'simu 1' : `simu ${n}`),
    whatsapp: (n) => `WhatsApp ${n}`,
  },
};

export const freshnessTexts = (language: Language) => (language === 'sw' ? sw : en);
