import { moderationLog, setAgentBadge as setAgentBadgeContract } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { requireModerator } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { setAgentBadge, userModerationLog } from './service.ts';

// Moderator routes: the 'moderator' access in each contract refuses a visitor (401) and
// an ordinary user (403) before the body is read; the handlers ask again for the session.
export async function moderationRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;

  route(app, setAgentBadgeContract, async (request) => {
    const { user } = await requireModerator(request, config);
    const earb = await setAgentBadge(db, user.id, request.params.id, request.body);
    return {
      success: true as const,
      message: earb.verified ? 'Marked as a verified agent' : 'The verified agent badge was taken back',
      earb,
    };
  });

  route(app, moderationLog, async (request) => {
    await requireModerator(request, config);
    return { success: true as const, entries: await userModerationLog(db, request.params.id) };
  });
}
