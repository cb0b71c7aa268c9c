import {
  AGENT_LABEL_GRANTED,
  AGENT_LABEL_TAKEN_BACK,
  ALREADY_REPORTED,
  moderateListing,
  moderatePost,
  moderationListing,
  moderationLog,
  moderationPost,
  moderationQueue as moderationQueueContract,
  REPORT_SENT,
  reportListing,
  reportPost,
  setAgentBadge as setAgentBadgeContract,
  suspendUser as suspendUserContract,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { copyClaimCounts } from '../../db/open-copy-claims.ts';
import { notFound } from '../../lib/http-errors.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireModerator, requirePublisher } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { moderateItem, suspendUser, type DecisionDeps } from './decisions-service.ts';
import { moderationItem, moderationQueue, subjectLogs } from './queue-service.ts';
import { reportItem } from './reports-service.ts';
import { setAgentBadge, userModerationLog } from './service.ts';
import type { SubjectKind } from './subjects.ts';

/** Reports one person may file an hour: plenty for a real user, too few to flood moderators. */
const REPORTS_PER_HOUR = 30;

// Moderator routes: the 'moderator' access in each contract refuses a visitor (401) and
// an ordinary user (403) before the body is read; the handlers ask again for the session.
export async function moderationRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const deps = (request: { log: DecisionDeps['log'] }): DecisionDeps => ({
    db,
    config,
    jobs: app.deps.jobs,
    log: request.log,
    publicUrl: config.PUBLIC_URL,
  });

  for (const [contract, kind] of [
    [reportListing, 'listing'],
    [reportPost, 'post'],
  ] as const) {
    route(
      app,
      contract,
      async (request) => {
        // Only a confirmed address may report: throwaway accounts must not be a lever on others' listings.
        const user = await requirePublisher(request);
        const { id } = request.params;
        const done = await reportItem(db, kind, id, user.id, request.body, config.REPORT_HIDE_THRESHOLD);
        return {
          success: true as const,
          message: done.recorded ? REPORT_SENT : ALREADY_REPORTED,
          recorded: done.recorded,
        };
      },
      { rateLimit: perSessionPerHour(REPORTS_PER_HOUR, 'reports') },
    );
  }

  for (const [contract, kind] of [
    [moderateListing, 'listing'],
    [moderatePost, 'post'],
  ] as [typeof moderateListing, SubjectKind][]) {
    route(app, contract, async (request) => {
      const { user } = await requireModerator(request, config);
      const { id } = request.params;
      const decided = await moderateItem(deps(request), user, kind, id, request.body);
      const log = (await subjectLogs(db, [id])).get(id) ?? [];
      return { success: true as const, ...decided, log };
    });
  }

  for (const [contract, kind] of [
    [moderationListing, 'listing'],
    [moderationPost, 'post'],
  ] as [typeof moderationListing, SubjectKind][]) {
    route(app, contract, async (request) => {
      await requireModerator(request, config);
      const item = await moderationItem(db, kind, request.params.id, config.REPORT_HIDE_THRESHOLD);
      if (!item) throw notFound(kind === 'listing' ? 'Listing not found' : 'Post not found');
      return { success: true as const, item };
    });
  }

  route(app, moderationQueueContract, async (request) => {
    await requireModerator(request, config);
    const [items, claims] = await Promise.all([
      moderationQueue(db, request.query, config.REPORT_HIDE_THRESHOLD),
      request.query.view === 'open' ? copyClaimCounts(db) : undefined,
    ]);
    return { success: true as const, items, ...(claims ? { claims } : {}) };
  });

  route(app, suspendUserContract, async (request) => {
    const { user } = await requireModerator(request, config);
    return { success: true as const, ...(await suspendUser(deps(request), user, request.params.id, request.body)) };
  });

  route(app, setAgentBadgeContract, async (request) => {
    const { user } = await requireModerator(request, config);
    const earb = await setAgentBadge(db, user, request.params.id, request.body);
    return {
      success: true as const,
      message: earb.verified ? AGENT_LABEL_GRANTED : AGENT_LABEL_TAKEN_BACK,
      earb,
    };
  });

  route(app, moderationLog, async (request) => {
    await requireModerator(request, config);
    return { success: true as const, entries: await userModerationLog(db, request.params.id) };
  });
}
