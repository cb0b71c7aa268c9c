import {
  acceptQuote as acceptContract,
  cancelJob as cancelContract,
  confirmJob as confirmContract,
  decideJob as decideContract,
  job as jobContract,
  jobDone,
  jobProblem,
  jobQueue,
  jobsNear,
  myJobs,
  payJob as payContract,
  postJob as postContract,
  quoteJob as quoteContract,
  JOB_CANCELLED,
  JOB_CONFIRMED,
  JOB_DECIDED,
  JOB_MARKED_DONE,
  JOB_PAY_SENT,
  JOB_POSTED,
  JOB_PROBLEM_REPORTED,
  JOB_QUOTE_ACCEPTED,
  JOB_QUOTE_SENT,
} from '@nyumba/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-types.ts';
import type { UserRow } from '../../db/schema.ts';
import { jobs } from '../../db/schema-jobs.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { isModerator, requireModerator, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { assertAdult } from '../auth/index.ts';
import { expectedTotalOf } from '../payments/index.ts';
import { jobDeps } from './deps.ts';
import { jobFor, jobsOf, viewJobs, JOBS_LISTED, type JobRow } from './job-read.ts';
import { jobIdsNear } from './matching.ts';
import { confirmJob, markDone, payJob, reportProblem } from './money-service.ts';
import { cancelJob, decideJob } from './settle-service.ts';
import { postJob } from './post-service.ts';
import { acceptQuote, quoteJob } from './quote-service.ts';

/** Jobs one account may post in an hour (five may be open at once). */
const POSTS_PER_HOUR = 10;

export async function jobRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const deps = (request: { log: Parameters<typeof jobDeps>[1] }) => jobDeps(app, request.log);
  const testMode = (request: { log: Parameters<typeof jobDeps>[1] }) => deps(request).payments?.testMode ?? false;
  const viewer = (user: UserRow) => ({ id: user.id, moderator: isModerator(config, user) });
  /** One job's answer for the caller, with a sentence when there is one. */
  const answer = async (request: Parameters<typeof testMode>[0], row: JobRow, user: UserRow, message?: string) => {
    const [job] = await viewJobs(db, [row], viewer(user), testMode(request));
    return { success: true as const, job: job!, ...(message ? { message } : {}) };
  };
  const reload = async (request: Parameters<typeof testMode>[0], id: string, user: UserRow, message?: string) =>
    answer(request, (await jobFor(db, id, viewer(user))).row, user, message);

  route(
    app,
    postContract,
    async (request, reply) => {
      const client = await requireUser(request);
      const row = await postJob(deps(request), client, request.body);
      return reply.code(201).send(await answer(request, row, client, JOB_POSTED));
    },
    { rateLimit: perSessionPerHour(POSTS_PER_HOUR, 'jobs') },
  );

  route(app, myJobs, async (request) => {
    const user = await requireUser(request);
    return {
      success: true as const,
      jobs: await viewJobs(db, await jobsOf(db, user.id), viewer(user), testMode(request)),
    };
  });

  route(app, jobsNear, async (request) => {
    const user = await requireUser(request);
    const ids = await jobIdsNear(db, user.id, JOBS_LISTED);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(jobs)
            .where(inArray(jobs.id, ids))
            .orderBy(sql`${jobs.createdAt} DESC`);
    return { success: true as const, jobs: await viewJobs(db, rows, { id: user.id }, testMode(request)) };
  });

  route(app, jobContract, async (request) => {
    const user = await requireUser(request);
    return reload(request, request.params.id, user);
  });

  route(
    app,
    quoteContract,
    async (request, reply) => {
      const provider = await requireUser(request);
      const { quote, job } = await quoteJob(deps(request), provider, request.params.id, request.body);
      const { job: view } = await answer(request, job, provider);
      return reply.code(201).send({
        success: true as const,
        quote: view.quotes.find((q) => q.id === quote.id)!,
        job: view,
        message: JOB_QUOTE_SENT,
      });
    },
    { rateLimit: perSessionPerHour(60, 'quotes') },
  );

  route(app, acceptContract, async (request) => {
    const client = await requireUser(request);
    const row = await acceptQuote(deps(request), client, request.params.id, request.params.quoteId);
    return answer(request, row, client, JOB_QUOTE_ACCEPTED);
  });

  route(
    app,
    payContract,
    async (request) => {
      const client = await requireUser(request);
      assertAdult(client);
      await payJob(deps(request), client, request.params.id, expectedTotalOf(request.body));
      return reload(request, request.params.id, client, JOB_PAY_SENT);
    },
    { rateLimit: perSessionPerHour(20, 'payment prompts') },
  );

  route(app, jobDone, async (request) => {
    const provider = await requireUser(request);
    return answer(
      request,
      await markDone(deps(request), provider, request.params.id, request.body),
      provider,
      JOB_MARKED_DONE,
    );
  });

  route(app, confirmContract, async (request) => {
    const client = await requireUser(request);
    return answer(request, await confirmJob(deps(request), client, request.params.id), client, JOB_CONFIRMED);
  });

  route(app, jobProblem, async (request) => {
    const client = await requireUser(request);
    const row = await reportProblem(deps(request), client, request.params.id, request.body);
    return answer(request, row, client, JOB_PROBLEM_REPORTED);
  });

  route(app, cancelContract, async (request) => {
    const user = await requireUser(request);
    const row = await cancelJob(deps(request), user, request.params.id, request.body.reason ?? '');
    return answer(request, row, user, JOB_CANCELLED);
  });

  route(app, jobQueue, async (request) => {
    const { user } = await requireModerator(request, config);
    const rows = await db
      .select()
      .from(jobs)
      .where(eq(jobs.status, 'disputed'))
      .orderBy(jobs.updatedAt)
      .limit(JOBS_LISTED);
    return {
      success: true as const,
      jobs: await viewJobs(db, rows, { id: user.id, moderator: true }, testMode(request)),
    };
  });

  route(app, decideContract, async (request) => {
    const { user } = await requireModerator(request, config);
    const row = await decideJob(deps(request), user, request.params.id, request.body);
    return answer(request, row, user, JOB_DECIDED);
  });
}
