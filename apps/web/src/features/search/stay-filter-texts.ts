import type { Language } from '@nyumba/domain';

/**
 * The words of a bnb search by dates, in both languages: here, with the search screen's
 * own chunk, not in the shared texts every first visit carries.
 */
const en = {
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  guests: 'Guests',
  anyGuests: 'Any',
  guestsAtLeast: (n: number) => (n === 1 ? '1 guest' : `${n} guests`),
  datesChip: (from: string, to: string) => `Free ${from} – ${to}`,
  guestsChip: (n: number) => (n === 1 ? '1 guest' : `${n} guests`),
};

const sw: typeof en = {
  checkIn: 'Kuingia',
  checkOut: 'Kutoka',
  guests: 'Wageni',
  anyGuests: 'Wowote',
  guestsAtLeast: (n) => `wageni ${n}`,
  datesChip: (from, to) => `Wazi ${from} – ${to}`,
  guestsChip: (n) => `wageni ${n}`,
};

export const stayFilterTexts = (language: Language) => (language === 'sw' ? sw : en);
