import type { Badge, ListerRole, Language } from '@nyumba/domain';

/**
 * The words of a lister's label and dated badges (issue 58, "Honest labels"), both languages.
 * Kept beside the screens that show them (the listing page, the lister's page, the profile)
 * rather than in the texts every first visit carries (e2e/bundle-budget.spec.ts). The server
 * sends its English too; the app says it again from kind, date and year so a Swahili
 * screen reads Swahili. Each badge says what was checked and when: never a bare "Verified".
 */
const en = {
  roles: {
    agent: 'Agent',
    landlord: 'Landlord',
    caretaker: 'Caretaker',
    private: 'Private lister',
  } satisfies Record<ListerRole, string>,
  earb: (year: number | string, day: string) => `EARB ${year} certificate checked ${day}`,
  landlordConsent: (day: string) => `Landlord confirmed ${day}`,
  phone: (month: string) => `Phone proven ${month}`,
  email: (month: string) => `Email confirmed ${month}`,
  /** The label's pill, for a screen reader: what the word stands for. */
  labelName: 'Shown as',
  // A bnb's Tourism Regulatory Authority licence (listing-facts.ts traLicence).
  traLicence: 'Tourism Regulatory Authority (TRA) licence number',
  traHint: 'Shown on your listing. Bnbs need it to take stays.',
  traFact: 'Licence',
  traValue: (number: string) => `TRA licence ${number}`,
  traNone: 'No TRA licence number given',
};

const sw: typeof en = {
  roles: {
    agent: 'Wakala',
    landlord: 'Mwenye nyumba',
    caretaker: 'Mtunzaji',
    private: 'Mmiliki binafsi',
  },
  earb: (year, day) => `Cheti cha EARB ${year} kimekaguliwa ${day}`,
  landlordConsent: (day) => `Mwenye nyumba amethibitisha ${day}`,
  phone: (month) => `Simu imethibitishwa ${month}`,
  email: (month) => `Barua pepe imethibitishwa ${month}`,
  labelName: 'Anaonyeshwa kama',
  traLicence: 'Nambari ya leseni ya Mamlaka ya Udhibiti wa Utalii (TRA)',
  traHint: 'Huonyeshwa kwenye tangazo lako. Bnb zinaihitaji ili kupokea wageni.',
  traFact: 'Leseni',
  traValue: (number) => `Leseni ya TRA ${number}`,
  traNone: 'Hakuna nambari ya leseni ya TRA iliyotolewa',
};

export const standingTexts = (language: Language) => (language === 'sw' ? sw : en);

/** Kenya keeps UTC+3 all year: the calendar day of a moment there, as the server writes it. */
export const kenyaDay = (at: string) => new Date(Date.parse(at) + 3 * 3600_000).toISOString().slice(0, 10);

/** A badge's line in the screen's language: what was checked and when (phone and e-mail by month). */
export function badgeText(badge: Badge, language: Language): string {
  const words = standingTexts(language);
  const day = kenyaDay(badge.at);
  switch (badge.kind) {
    case 'earb':
      return words.earb(badge.year ?? day.slice(0, 4), day);
    case 'landlord-consent':
      return words.landlordConsent(day);
    case 'phone':
      return words.phone(day.slice(0, 7));
    case 'email':
      return words.email(day.slice(0, 7));
    default:
      // A kind this app does not know yet: the server's own English says it.
      return (badge as Badge).text;
  }
}
