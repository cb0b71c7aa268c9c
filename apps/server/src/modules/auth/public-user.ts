import { isLanguage, type PublicUser } from '@nyumba/domain';
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
