import {
  addPhone,
  PHONE_FEATURES_OFF,
  PHONE_PROVEN,
  PHONE_REMOVED,
  removePhone,
  SMS_NOTICES_SAVED,
  smsNotices,
  verifyPhone,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireSession } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { toPublicUser } from '../auth/index.ts';
import { numberDeps, setSmsNotices, proveNumber, removeNumber, requestNumber } from '../phone/index.ts';
import { assertAccountHolder } from './reauth.ts';

/** Tries at a code an hour, beyond the code's own five: a wall for scripts. */
const CODE_TRIES_PER_HOUR = 30;

/**
 * The account's own number (docs/phone.md): add or change it (a code goes to it), prove it,
 * remove it, and choose its SMS notices. Changing or removing a proven number asks for the
 * current password: a stolen session must not move an account to another phone.
 */
export async function userPhoneRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const lockout = { failures: config.SIGNIN_LOCKOUT_FAILURES, windowMinutes: config.SIGNIN_LOCKOUT_MINUTES };
  const phoneOn = () => {
    if (!config.PHONE_FEATURES) throw new HttpError(404, PHONE_FEATURES_OFF);
  };

  route(app, addPhone, async (request) => {
    phoneOn();
    const session = await requireSession(request);
    if (session.user.phoneVerifiedAt) await assertAccountHolder(db, session, request.body.currentPassword, lockout);
    return requestNumber(numberDeps(app, request), session.user, request.body, request.ip);
  });

  route(
    app,
    verifyPhone,
    async (request) => {
      phoneOn();
      const { user } = await requireSession(request);
      const updated = await proveNumber(numberDeps(app, request), user, request.body);
      return { success: true as const, message: PHONE_PROVEN, ...toPublicUser(updated, config) };
    },
    { rateLimit: perSessionPerHour(CODE_TRIES_PER_HOUR, 'codes') },
  );

  route(app, removePhone, async (request) => {
    phoneOn();
    const session = await requireSession(request);
    await assertAccountHolder(db, session, request.body.currentPassword, lockout);
    const updated = await removeNumber(numberDeps(app, request), session.user);
    return { success: true as const, message: PHONE_REMOVED, ...toPublicUser(updated, config) };
  });

  route(app, smsNotices, async (request) => {
    phoneOn();
    const { user } = await requireSession(request);
    const updated = await setSmsNotices(db, user.id, request.body.kinds);
    return { success: true as const, message: SMS_NOTICES_SAVED, ...toPublicUser(updated, config) };
  });
}
