import {
  checkLicence as checkLicenceContract,
  conversationDeals as conversationDealsContract,
  hireAction as hireActionContract,
  listingReviews as listingReviewsContract,
  moderateReview as moderateReviewContract,
  replyToReview as replyContract,
  reportReview as reportContract,
  reviewQueue as reviewQueueContract,
  writeReview as writeReviewContract,
} from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { perSessionPerHour } from '../../plugins/rate-limit.ts';
import { requireModerator, requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { conversationDeals } from './deal-read.ts';
import { hireAction } from './hire-service.ts';
import { checkLicence } from './licence-check.ts';
import { moderateReview, replyToReview, reportReview } from './review-actions.ts';
import { listingReviews, reviewById, reviewQueue } from './review-read.ts';
import { writeReview } from './review-service.ts';

/** More reviews an hour than anyone writes by hand: a script, not a client. */
const REVIEWS_PER_HOUR = 10;
const REPORTS_PER_HOUR = 20;

export async function reviewRoutes(app: AppInstance): Promise<void> {
  const { db, config } = app.deps;
  const notice = () => ({ jobs: app.deps.jobs, log: app.log, publicUrl: config.PUBLIC_URL });

  route(app, conversationDealsContract, async (request) => ({
    success: true as const,
    deals: await conversationDeals(db, request.params.id, (await requireUser(request)).id),
  }));

  route(app, hireActionContract, async (request) => {
    const user = await requireUser(request);
    await hireAction(db, user.id, request.params.id, request.body.action, notice());
    return { success: true as const, deals: await conversationDeals(db, request.params.id, user.id) };
  });

  route(
    app,
    writeReviewContract,
    async (request, reply) => {
      const user = await requireUser(request);
      const { id, message } = await writeReview(
        db,
        user.id,
        request.body,
        new Date(),
        notice(),
        app.deps.config.PHONE_FEATURES,
      );
      return reply.code(201).send({ success: true as const, review: await reviewById(db, id), message });
    },
    { rateLimit: perSessionPerHour(REVIEWS_PER_HOUR, 'reviews') },
  );

  route(app, replyContract, async (request) => {
    const user = await requireUser(request);
    await replyToReview(db, user.id, request.params.id, request.body.text);
    return { success: true as const, review: await reviewById(db, request.params.id), message: 'Reply published.' };
  });

  route(
    app,
    reportContract,
    async (request) => {
      const user = await requireUser(request);
      await reportReview(db, user.id, request.params.id, request.body.reason);
      return { success: true as const, message: 'Thank you. A moderator will look at this review.' };
    },
    { rateLimit: perSessionPerHour(REPORTS_PER_HOUR, 'reports') },
  );

  route(app, listingReviewsContract, async (request) => ({
    success: true as const,
    ...(await listingReviews(db, request.params.id)),
  }));

  route(app, reviewQueueContract, async () => ({
    success: true as const,
    rating: null,
    reviews: await reviewQueue(db),
  }));

  route(app, moderateReviewContract, async (request) => {
    const moderator = await requireModerator(request, config);
    await moderateReview(db, moderator.user.id, request.params.id, request.body.action, request.body.reason);
    const message = request.body.action === 'remove' ? 'Review removed.' : 'Review released.';
    return { success: true as const, review: await reviewById(db, request.params.id), message };
  });

  route(app, checkLicenceContract, async (request) => ({
    success: true as const,
    message: await checkLicence(db, request.params.id, request.body.checked, request.body.note),
  }));
}
