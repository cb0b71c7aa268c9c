import {
  acceptTerms as acceptTermsContract,
  ADULT_CONFIRMED,
  answerCaretaker as answerCaretakerContract,
  caretakerRequests,
  confirmAdult as confirmAdultContract,
  TERMS_ACCEPTED,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { PRIVATE_NO_STORE, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { acceptTerms, answerCaretaker, caretakerRequestsFor, confirmAdult } from './standing-service.ts';

/** A landlord's answer to a caretaker, 18 or older, the current terms (issue 58). */
export async function standingRoutes(app: AppInstance): Promise<void> {
  const { db } = app.deps;

  route(app, caretakerRequests, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return { success: true as const, requests: await caretakerRequestsFor(db, user) };
  });

  route(app, answerCaretakerContract, async (request) => {
    const user = await requireUser(request);
    return { success: true, message: await answerCaretaker(db, user, request.params.id, request.body.confirm) };
  });

  route(app, confirmAdultContract, async (request) => {
    const user = await requireUser(request);
    await confirmAdult(db, user.id);
    return { success: true, message: ADULT_CONFIRMED };
  });

  route(app, acceptTermsContract, async (request) => {
    const user = await requireUser(request);
    await acceptTerms(db, user.id, request.body.version);
    return { success: true, message: TERMS_ACCEPTED };
  });
}
