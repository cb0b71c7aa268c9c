import type { Language } from '@nyumba/domain';

/**
 * The words of a moderator's check of an agency's EARB firm number, both languages: beside the
 * moderators' screens (their own chunk), never in a visitor's first load.
 */
const en = {
  view: 'Agencies',
  intro:
    'Agencies whose EARB firm number waits for a check against the Estate Agents Registration Board register, the longest waiting first. Open one to decide.',
  empty: 'No EARB firm numbers to check.',
  number: (number: string) => `EARB firm number ${number}`,
  title: 'Moderation: EARB firm number',
  toCheck: (number: string) =>
    `EARB firm number ${number}: check it on the Estate Agents Registration Board register first.`,
  checked: (number: string) => `EARB firm number ${number} is checked: the page says so.`,
  reason: 'Reason',
  reasonHint: 'Kept with the decision: what you checked, and where.',
  confirm: 'It is on the register',
  unconfirm: 'Take the check back',
  saving: 'Saving…',
  failed: 'The decision was not saved. Try again.',
  loading: 'Loading…',
  history: 'Earlier decisions',
  actions: {
    'earb-checked': 'EARB firm number checked:',
    'earb-unchecked': 'EARB firm number not confirmed:',
  } as Record<string, string>,
};

const sw: typeof en = {
  view: 'Mawakala',
  intro:
    'Mawakala ambao namba yao ya usajili ya EARB inasubiri kukaguliwa kwenye rejista ya Bodi ya Usajili wa Mawakala wa Mali, aliyesubiri muda mrefu kwanza. Fungua mmoja uamue.',
  empty: 'Hakuna namba za EARB za kukagua.',
  number: (number) => `Namba ya EARB ${number}`,
  title: 'Usimamizi: namba ya EARB ya wakala',
  toCheck: (number) => `Namba ya EARB ${number}: ikague kwanza kwenye rejista ya Bodi ya Usajili wa Mawakala wa Mali.`,
  checked: (number) => `Namba ya EARB ${number} imekaguliwa: ukurasa unasema hivyo.`,
  reason: 'Sababu',
  reasonHint: 'Huhifadhiwa pamoja na uamuzi: ulichokagua, na wapi.',
  confirm: 'Iko kwenye rejista',
  unconfirm: 'Ondoa ukaguzi',
  saving: 'Inahifadhi…',
  failed: 'Uamuzi haukuhifadhiwa. Jaribu tena.',
  loading: 'Inapakia…',
  history: 'Maamuzi ya awali',
  actions: {
    'earb-checked': 'Namba ya EARB imekaguliwa:',
    'earb-unchecked': 'Namba ya EARB haijathibitishwa:',
  },
};

export const agencyEarbTexts = (language: Language) => (language === 'sw' ? sw : en);
