import {
  isCheckedAgent,
  isLanguage,
  LISTER_ROLES,
  listerStanding,
  SMS_NOTICE_KINDS,
  type ListerRole,
  type PublicUser,
  type SmsNoticeKind,
} from '@nyumba/domain';
import type { Config } from '../../config.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { isModerator } from '../../plugins/session.ts';

/** What a client may see of a user: never the password hash or the Google subject. */
export function toPublicUser(user: UserRow, config: Config): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phoneVerifiedAt ? user.phone : null,
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    smsNotices: smsNoticesOf(user),
    googleOnly: user.passwordHash === null,
    businessName: user.businessName,
    about: user.about,
    earbNumber: user.earbNumber,
    // Checked against the EARB register with this year's certificate (standing.ts).
    agentVerified: isCheckedAgent(earbFacts(user)),
    earbYear: user.earbYear,
    listerRole: roleOf(user.listerRole),
    landlordPhone: user.landlordPhone,
    standing: listerStanding(standingFacts(user, user.phoneVerifiedAt)),
    adultConfirmed: user.adultConfirmedAt !== null,
    termsVersion: user.termsVersion,
    moderator: isModerator(config, user),
    language: isLanguage(user.language) ? user.language : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * The SMS notices a person gets: what they chose, else every kind for an account with no
 * e-mail (SMS is how it hears anything) and none for one with an e-mail.
 */
export function smsNoticesOf(user: Pick<UserRow, 'smsNotices' | 'email' | 'phoneVerifiedAt'>): SmsNoticeKind[] {
  if (!user.phoneVerifiedAt) return [];
  if (user.smsNotices)
    return user.smsNotices.filter((kind): kind is SmsNoticeKind =>
      (SMS_NOTICE_KINDS as readonly string[]).includes(kind),
    );
  return user.email ? [] : [...SMS_NOTICE_KINDS];
}

const roleOf = (value: string | null): ListerRole | null =>
  (LISTER_ROLES as readonly string[]).includes(value ?? '') ? (value as ListerRole) : null;

type StandingColumns = Pick<
  UserRow,
  'listerRole' | 'earbNumber' | 'earbYear' | 'earbVerifiedAt' | 'caretakerConfirmedAt' | 'emailVerifiedAt'
>;

const earbFacts = (user: Pick<UserRow, 'earbNumber' | 'earbYear' | 'earbVerifiedAt'>) => ({
  earbNumber: user.earbNumber,
  earbYear: user.earbYear,
  earbCheckedAt: user.earbVerifiedAt,
});

/** A user row's facts for its label and badges; `phoneSince` is when they first held a proven number. */
export function standingFacts(user: StandingColumns, phoneSince: Date | null) {
  return {
    claimedRole: user.listerRole,
    ...earbFacts(user),
    caretakerConfirmedAt: user.caretakerConfirmedAt,
    phoneVerifiedAt: phoneSince,
    emailVerifiedAt: user.emailVerifiedAt,
  };
}

/** The columns standingFacts reads, for a select that names its columns. */
export const standingColumns = {
  listerRole: users.listerRole,
  earbNumber: users.earbNumber,
  earbYear: users.earbYear,
  earbVerifiedAt: users.earbVerifiedAt,
  caretakerConfirmedAt: users.caretakerConfirmedAt,
  emailVerifiedAt: users.emailVerifiedAt,
};
