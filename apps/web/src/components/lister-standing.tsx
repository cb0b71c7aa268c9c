import type { Badge, Language, Lister, ListerRole, Standing } from '@nyumba/domain';
import { BadgeCheck } from 'lucide-react';
import { useLanguage, useTexts } from '../i18n/use-translation';

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
function badgeText(badge: Badge, language: Language): string {
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

/**
 * A lister's label ("Agent", "Landlord", "Caretaker", "Private lister") as a small pill, then
 * one line per badge saying what was checked and when (issue 58). "Agent" comes only from
 * a moderator's check of the EARB register and this year's certificate, so the label alone
 * never stands for more than the badges under it say.
 */
export function StandingBadges({ standing }: { standing: Pick<Standing, 'role' | 'badges'> }) {
  const words = useTexts(standingTexts);
  return (
    <>
      <p className="mt-0.5">
        <span className="sr-only">{words.labelName} </span>
        <span
          className="inline-flex items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800"
          data-testid="lister-label"
        >
          {words.roles[standing.role]}
        </span>
      </p>
      <BadgeLines badges={standing.badges} />
    </>
  );
}

/** One emerald line per badge, each dated. */
export function BadgeLines({ badges }: { badges: readonly Badge[] }) {
  const language = useLanguage();
  if (badges.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {badges.map((badge) => (
        <li key={badge.kind} className="flex items-center gap-1 text-sm font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {badgeText(badge, language)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The badges an answer from before labels can still back (no `standing`): a proven phone
 * by its date; a confirmed e-mail has no date there, so it keeps its plain line.
 */
export function fallbackBadges(lister: Pick<Lister, 'phoneVerifiedAt'>): Badge[] {
  return lister.phoneVerifiedAt ? [{ kind: 'phone', text: '', at: lister.phoneVerifiedAt }] : [];
}
