import * as jobs from '../../jobs/job.ts';
import { withValues } from './values.ts';

/**
 * Jobs' sentences (issue 59, docs/jobs.md), by code. "Cancelled.", "Decided…" and "Reported…" are
 * the tenancies' and payments' own sentences, found by their English.
 */
export const jobsSentences = {
  'job.not-found': jobs.JOB_NOT_FOUND,
  'job.needs-number': jobs.JOB_NEEDS_NUMBER,
  'job.trade-error': jobs.JOB_TRADE_ERROR,
  'job.area-error': jobs.JOB_AREA_ERROR,
  'job.description-error': jobs.JOB_DESCRIPTION_ERROR,
  'job.when-error': jobs.JOB_WHEN_ERROR,
  'job.budget-error': jobs.JOB_BUDGET_ERROR,
  'job.photos-error': withValues(jobs.JOB_PHOTOS_ERROR, { count: jobs.JOB_MAX_PHOTOS }),
  'job.too-many-open': withValues(jobs.JOB_TOO_MANY_OPEN, { count: jobs.JOB_OPEN_PER_CLIENT }),
  'job.price-error': jobs.JOB_PRICE_ERROR,
  'job.includes-error': jobs.JOB_INCLUDES_ERROR,
  'job.starts-error': jobs.JOB_STARTS_ERROR,
  'job.days-error': jobs.JOB_DAYS_ERROR,
  'job.stages-error': jobs.JOB_STAGES_ERROR,
  'job.not-your-trade': jobs.JOB_NOT_YOUR_TRADE,
  'job.own-job': jobs.JOB_OWN_JOB,
  'job.quotes-daily': withValues(jobs.JOB_QUOTES_DAILY, { count: jobs.JOB_QUOTES_PER_DAY }),
  'job.quotes-full': withValues(jobs.JOB_QUOTES_FULL, { count: jobs.JOB_MAX_QUOTES }),
  'job.not-quotable': jobs.JOB_NOT_QUOTABLE,
  'job.quote-not-found': jobs.JOB_QUOTE_NOT_FOUND,
  'job.not-your-step': jobs.JOB_NOT_YOUR_STEP,
  'job.not-acceptable': jobs.JOB_NOT_ACCEPTABLE,
  'job.not-due': jobs.JOB_NOT_DUE,
  'job.not-paid': jobs.JOB_NOT_PAID,
  'job.not-done': jobs.JOB_NOT_DONE,
  'job.problem-window': jobs.JOB_PROBLEM_WINDOW,
  'job.cannot-cancel': jobs.JOB_CANNOT_CANCEL,
  'job.not-disputed': jobs.JOB_NOT_DISPUTED,
  'job.split-too-much': jobs.JOB_SPLIT_TOO_MUCH,
  'job.posted': jobs.JOB_POSTED,
  'job.quote-sent': jobs.JOB_QUOTE_SENT,
  'job.quote-accepted': jobs.JOB_QUOTE_ACCEPTED,
  'job.pay-sent': jobs.JOB_PAY_SENT,
  'job.marked-done': withValues(jobs.JOB_MARKED_DONE, { hours: jobs.JOB_RELEASE_HOURS }),
  'job.confirmed': jobs.JOB_CONFIRMED,
  'limit.hourly-jobs': 'Limit reached: as many jobs as one account may make in an hour.',
  'limit.hourly-quotes': 'Limit reached: as many quotes as one account may make in an hour.',
};
