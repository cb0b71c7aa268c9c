import { smsDeliveryReport, smsStop, SMS_STOP_INVALID, SMS_STOPPED } from '@nyumba/domain';
import { sameSecret } from '../../lib/secrets.ts';
import type { AppInstance } from '../../app-types.ts';
import { notFound } from '../../lib/http-errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';
import { acceptForms } from '../../lib/form-body.ts';
import { recordDelivery } from './delivery.ts';
import { stopNotices } from './notice-settings.ts';

/** Stop-link taps per address a minute: the tokens are 256 bits, this keeps logs quiet. */
const STOPS_PER_MINUTE = 30;

/**
 * What Africa's Talking and SMS readers reach without a session: delivery reports, at the
 * address whose secret only Africa's Talking was given (SMS_CALLBACK_SECRET; without one set,
 * reports are not taken), and a notice's one-tap stop link.
 */
export async function phoneRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  // Africa's Talking posts its reports as a form; only this plugin's routes read forms.
  acceptForms(app, 4096);

  route(app, smsDeliveryReport, async (request) => {
    const secret = config.SMS_CALLBACK_SECRET;
    if (!secret || !sameSecret(request.params.token, secret)) throw notFound('Not found');
    const known = await recordDelivery(db, request.body);
    return { success: true as const, message: known ? 'Recorded' : 'Unknown message' };
  });

  route(
    app,
    smsStop,
    async (request) => {
      if (!(await stopNotices(db, request.params.token))) throw notFound(SMS_STOP_INVALID);
      return { success: true as const, message: SMS_STOPPED };
    },
    { rateLimit: perMinute(STOPS_PER_MINUTE) },
  );
}
