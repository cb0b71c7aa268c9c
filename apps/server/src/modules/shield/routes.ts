import { claimCopyOriginal, ruleCopy as ruleCopyContract } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireModerator, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { claimOriginal, ruleCopy } from './copy-rulings.ts';

/** A lister saying a held listing is theirs: a few notes an hour is plenty. */
const COPY_CLAIMS_PER_HOUR = 10;

export async function shieldRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;

  route(
    app,
    claimCopyOriginal,
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, message: await claimOriginal(db, user.id, request.params.id, request.body) };
    },
    { rateLimit: perSessionPerHour(COPY_CLAIMS_PER_HOUR, 'notes to moderators') },
  );

  // Moderators rule between a held copy and its original.
  route(app, ruleCopyContract, async (request) => {
    const { user } = await requireModerator(request, config);
    const notices = { jobs: app.deps.jobs, log: request.log, publicUrl: config.PUBLIC_URL };
    return { success: true as const, message: await ruleCopy(db, notices, user, request.params.id, request.body) };
  });
}
