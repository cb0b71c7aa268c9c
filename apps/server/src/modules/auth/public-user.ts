import { isLanguage, SMS_NOTICE_KINDS, type PublicUser, type SmsNoticeKind } from '@nyumba/domain';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
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
    // The badge is a right that comes with a confirmed address (moderation/service.ts grants it so).
    agentVerified: user.earbVerifiedAt !== null && user.emailVerifiedAt !== null,
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
