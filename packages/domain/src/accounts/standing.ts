import { z } from 'zod';

// Honest labels (issue 58, docs/privacy.md "Honest labels"). Kenya's Estate Agents Act says
// who may call themselves an agent: someone registered with the Estate Agents Registration
// Board holding this year's practising certificate. So "Agent" is earned by a moderator's
// check against the board's register, and ends with the certificate's year; a caretaker is
// one only once the landlord confirms it from their own proven number; every badge says
// what was checked and when. There is no bare "Verified".

/** What a lister says they are; the label shows it only when it holds (listerStanding). */
export const LISTER_ROLES = ['agent', 'landlord', 'caretaker', 'private'] as const;
export type ListerRole = (typeof LISTER_ROLES)[number];
export const LISTER_LABELS: Record<ListerRole, string> = {
  agent: 'Agent',
  landlord: 'Landlord',
  caretaker: 'Caretaker',
  private: 'Private lister',
};
export const LISTER_ROLE_ERROR = `listerRole must be one of ${LISTER_ROLES.join(', ')}`;

export const BADGE_KINDS = ['earb', 'landlord-consent', 'phone', 'email'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const badgeSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  /** What was checked and when, in words: "EARB 2026 certificate checked 2026-12-03". */
  text: z.string(),
  /** When it was checked (ISO). */
  at: z.string(),
  /** The practising certificate's year, on an EARB badge. */
  year: z.number().optional(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const standingSchema = z.object({
  /** What the label shows: a claimed role that is not yet proven shows as 'private'. */
  role: z.enum(LISTER_ROLES),
  label: z.string(),
  badges: z.array(badgeSchema),
});
export type Standing = z.infer<typeof standingSchema>;

export interface StandingFacts {
  claimedRole: ListerRole | string | null;
  earbNumber: string | null;
  earbYear: number | null;
  earbCheckedAt: Date | null;
  caretakerConfirmedAt: Date | null;
  phoneVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
}

/** Kenya keeps UTC+3 all year: its calendar day and year for a moment. */
const kenyaDay = (at: Date) => new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
export const kenyaYear = (at: Date) => Number(kenyaDay(at).slice(0, 4));

/** The label and the badges a lister's page, their listings and their messages show. */
export function listerStanding(facts: StandingFacts, now = new Date()): Standing {
  const badges: Badge[] = [];
  const agent = isCheckedAgent(facts, now);
  if (agent && facts.earbCheckedAt) {
    badges.push({
      kind: 'earb',
      text: `EARB ${facts.earbYear} certificate checked ${kenyaDay(facts.earbCheckedAt)}`,
      at: facts.earbCheckedAt.toISOString(),
      year: facts.earbYear ?? undefined,
    });
  }
  const caretaker = facts.claimedRole === 'caretaker' && facts.caretakerConfirmedAt !== null;
  if (caretaker && facts.caretakerConfirmedAt) {
    badges.push({
      kind: 'landlord-consent',
      text: `Landlord confirmed ${kenyaDay(facts.caretakerConfirmedAt)}`,
      at: facts.caretakerConfirmedAt.toISOString(),
    });
  }
  if (facts.phoneVerifiedAt) {
    badges.push({
      kind: 'phone',
      text: `Phone proven ${kenyaDay(facts.phoneVerifiedAt).slice(0, 7)}`,
      at: facts.phoneVerifiedAt.toISOString(),
    });
  }
  if (facts.emailVerifiedAt) {
    badges.push({
      kind: 'email',
      text: `Email confirmed ${kenyaDay(facts.emailVerifiedAt).slice(0, 7)}`,
      at: facts.emailVerifiedAt.toISOString(),
    });
  }
  const role: ListerRole = agent
    ? 'agent'
    : caretaker
      ? 'caretaker'
      : facts.claimedRole === 'landlord'
        ? 'landlord'
        : 'private';
  return { role, label: LISTER_LABELS[role], badges };
}

/** Checked against the board's register, with this year's certificate: the badge ends with the year. */
export function isCheckedAgent(
  facts: Pick<StandingFacts, 'earbNumber' | 'earbYear' | 'earbCheckedAt'>,
  now = new Date(),
): boolean {
  return (
    facts.earbNumber !== null &&
    facts.earbCheckedAt !== null &&
    facts.earbYear !== null &&
    facts.earbYear === kenyaYear(now)
  );
}

/** The moderator's check needs this year's practising certificate. */
export const EARB_CERTIFICATE_NOT_THIS_YEAR = "The practising certificate is not this year's: ask the agent for it";
export const EARB_CERTIFICATE_YEAR_MISSING = 'This account has not entered its practising certificate year';
export const EARB_YEAR_ERROR = 'Certificate year must be a year like 2026';
export const LANDLORD_PHONE_REQUIRED = "A caretaker names the landlord's phone number, for the landlord to confirm";
export const CARETAKER_REQUEST_NOT_FOUND = 'This request was not found, or it is not for your number';
export const CARETAKER_NEEDS_PROVEN_PHONE = 'Prove your phone number first: the request was sent to a number';
export const CARETAKER_CONFIRMED = 'Confirmed: they are shown as your caretaker';
export const CARETAKER_REFUSED = 'Refused: they are not shown as your caretaker';

/** A landlord's answer to a caretaker who named their number. */
export const caretakerAnswerBodySchema = z.object({
  confirm: z.boolean({ error: 'Say whether they are your caretaker (true or false)' }),
});
export type CaretakerAnswerBody = z.infer<typeof caretakerAnswerBodySchema>;

export const caretakerRequestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(
    z.object({
      id: z.string(),
      /** The caretaker's Nyumba name (they chose it; the landlord sees it to decide). */
      name: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** "I am 18 or older": needed once, before listing or paying (Consumer Protection, contracts). */
export const adultBodySchema = z.object({
  confirm: z.literal(true, { error: 'Confirm that you are 18 or older' }),
});
export const ADULT_REQUIRED = 'Confirm that you are 18 or older to list or pay on Nyumba';
export const ADULT_CONFIRMED = 'Thank you: you confirmed you are 18 or older';

/** A newer version of the terms, accepted once when the app shows it. */
export const termsBodySchema = z.object({
  version: z.string({ error: 'Say which version of the terms you accept' }).max(20),
});
export const TERMS_ACCEPTED = 'Thank you: the terms are accepted';
export const TERMS_NOT_CURRENT = 'These are not the current terms: reload the page to read them';

/** A moderator's answer after the check. */
export const AGENT_LABEL_GRANTED = "Agent label granted: the EARB number and this year's certificate are checked";
export const AGENT_LABEL_TAKEN_BACK = 'The Agent label was taken back';
