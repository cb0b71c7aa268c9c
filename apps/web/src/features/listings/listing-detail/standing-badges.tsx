import type { Badge, Lister, Standing } from '@nyumba/domain';
import { BadgeCheck } from 'lucide-react';
import { useLanguage, useTexts } from '../../../i18n/use-translation';
import { badgeText, standingTexts } from '../standing-texts';

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
