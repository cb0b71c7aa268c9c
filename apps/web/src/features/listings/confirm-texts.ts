import type { Language } from '@nyumba/domain';

/**
 * The confirmation page's words, in both languages. Kept beside the page (its own chunk),
 * not in the shared texts: only listers following a reminder mail ever open it, and the
 * shared English texts ride in every first visit.
 */
const en = {
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
};

const sw: typeof en = {
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
};

export const confirmTexts = (language: Language) => (language === 'sw' ? sw : en);
