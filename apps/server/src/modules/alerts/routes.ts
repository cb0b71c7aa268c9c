import {
  ALERT_ALREADY_SAVED,
  createAlert as createAlertContract,
  deleteAlert as deleteAlertContract,
  myAlerts as myAlertsContract,
  openAlert,
  unsubscribeAlert,
  updateAlert as updateAlertContract,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perMinute, perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { acceptForms } from '../../lib/form-body.ts';
import { createAlert, deleteAlert, markAlertOpened, myAlerts, unsubscribe, updateAlert } from './service.ts';

/** New alerts one person may save an hour: far above real use, a wall for scripts. */
const ALERTS_PER_HOUR = 30;
/** Unsubscribe attempts per address a minute: tokens are 256 bits, this only keeps logs quiet. */
const UNSUBSCRIBES_PER_MINUTE = 30;

export async function alertRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;
  // Mail apps send RFC 8058's one-click as a form (`List-Unsubscribe=One-Click`); only this
  // plugin's routes read forms, and only the unsubscribe route has no body schema to fail.
  acceptForms(app, 1024);

  route(app, myAlertsContract, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, alerts: await myAlerts(db, user.id) };
  });

  route(
    app,
    createAlertContract,
    async (request, reply) => {
      const user = await requireUser(request);
      const { alert, created } = await createAlert(db, user.id, request.body);
      if (!created) return reply.code(200).send({ success: true as const, alert, message: ALERT_ALREADY_SAVED });
      return reply.code(201).send({ success: true as const, alert });
    },
    { rateLimit: perSessionPerHour(ALERTS_PER_HOUR, 'alerts') },
  );

  route(app, updateAlertContract, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, alert: await updateAlert(db, user.id, request.params.id, request.body) };
  });

  route(app, deleteAlertContract, async (request) => {
    const user = await requireUser(request);
    await deleteAlert(db, user.id, request.params.id);
    return { success: true as const, message: 'Alert deleted' };
  });

  route(app, openAlert, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, alert: await markAlertOpened(db, user.id, request.params.id) };
  });

  route(
    app,
    unsubscribeAlert,
    async (request) => {
      const { name } = await unsubscribe(db, request.query.alert, request.query.token);
      return {
        success: true as const,
        name,
        message: `You will get no more e-mails for "${name}".`,
      };
    },
    { rateLimit: perMinute(UNSUBSCRIBES_PER_MINUTE) },
  );
}
