import { z } from 'zod';
import { stayDateSchema } from '../bookings/stay-dates.ts';
import { TRADES, type Trade } from '../listings/services.ts';

// A job on Nyumba (issue 59, docs/jobs.md): a client with a proven number posts the work, the
// providers of its trade who serve its area quote, the client accepts one and pays into a
// hold (in one payment, or two stages for a big job), the provider marks it done, the client
// confirms (or 72 hours of silence does), and the money goes to the provider by B2C.

export const JOB_STATUSES = [
  'open',
  'quoted',
  'accepted',
  'paid',
  'done',
  'released',
  'cancelled',
  'disputed',
  'closed',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PROBLEMS = ['not-done', 'not-as-agreed', 'no-show'] as const;
export type JobProblem = (typeof JOB_PROBLEMS)[number];

export const JOB_MAX_PHOTOS = 6;
export const JOB_MAX_QUOTES = 5;
export const JOB_MIN_PRICE = 100;
export const JOB_MAX_PRICE = 10_000_000;
/** From this price a quote may be paid in two stages (materials, then completion). */
export const JOB_STAGES_FROM = 50_000;
/** With no answer this long after "done", the stage's money goes to the provider. */
export const JOB_RELEASE_HOURS = 72;
/** Reminders to the client before the release: this many hours after "done". */
export const JOB_REMINDER_HOURS = [24, 60] as const;
export const JOB_OPEN_PER_CLIENT = 5;
export const JOB_QUOTES_PER_DAY = 30;
/** Providers told of one job by SMS at most (all hear in the app). */
export const JOB_SMS_FANOUT = 10;
/** A provider with no areas named serves this far around their listing's pin. */
export const JOB_REACH_KM = 25;

export const JOB_NOT_FOUND = 'Job not found';
export const JOB_NEEDS_NUMBER = 'Prove your phone number in Settings to post a job: you pay and are paid through it.';
export const JOB_TRADE_ERROR = 'Choose a trade from the list';
export const JOB_AREA_ERROR = 'Choose an area from the list, or put a pin on the map';
export const JOB_DESCRIPTION_ERROR = 'Say what needs doing, in 10 to 2000 characters';
export const JOB_WHEN_ERROR = 'Say when: a date from today on, or this week';
export const JOB_BUDGET_ERROR = 'A budget is a whole number of shillings from 100 to 10,000,000, or left out';
export const JOB_PHOTOS_ERROR = `Add at most ${JOB_MAX_PHOTOS} photos`;
export const JOB_TOO_MANY_OPEN = `You have ${JOB_OPEN_PER_CLIENT} jobs open. Close or cancel one before posting another.`;
export const JOB_PRICE_ERROR = 'A price is a whole number of shillings from 100 to 10,000,000';
export const JOB_INCLUDES_ERROR = 'Say what the price includes, in 1 to 1000 characters';
export const JOB_STARTS_ERROR = 'Say when you can start: a date from today on';
export const JOB_DAYS_ERROR = 'Say how many days it takes, a whole number from 1 to 365';
export const JOB_STAGES_ERROR =
  'Two stages are for jobs of KSH 50,000 or more: name each and make them add up to the price';
export const JOB_NOT_YOUR_TRADE = 'Only providers of this trade who serve this area can quote for this job';
export const JOB_OWN_JOB = 'You cannot quote for your own job';
export const JOB_QUOTES_DAILY = `A provider sends at most ${JOB_QUOTES_PER_DAY} quotes a day. Try again tomorrow.`;
export const JOB_QUOTES_FULL = `This job has its ${JOB_MAX_QUOTES} quotes already`;
export const JOB_NOT_QUOTABLE = 'This job is no longer taking quotes';
export const JOB_QUOTE_NOT_FOUND = 'Quote not found';
export const JOB_NOT_YOUR_STEP = 'This step of the job is for the other side to take';
export const JOB_NOT_ACCEPTABLE = 'A quote is accepted while the job is open for quotes';
export const JOB_NOT_DUE = 'This job is not waiting for a payment';
export const JOB_NOT_PAID = 'The job is marked done once it is paid';
export const JOB_NOT_DONE = 'This job is not waiting for your confirmation';
export const JOB_PROBLEM_WINDOW =
  'A problem can be reported once the job is paid, until the money goes to the provider';
export const JOB_CANNOT_CANCEL = 'This job can no longer be cancelled: report a problem instead';
export const JOB_NOT_DISPUTED = 'This job is not waiting for a moderator';
export const JOB_SPLIT_TOO_MUCH = 'The provider cannot get more than the money held';

export const JOB_POSTED = 'Job posted. Providers of this trade near you are told; their quotes come here.';
export const JOB_QUOTE_SENT = 'Quote sent. The client sees it beside the others and answers here.';
export const JOB_QUOTE_ACCEPTED = 'Accepted. Pay the quoted price by M-Pesa: it is held until you confirm the work.';
export const JOB_PAY_SENT = 'Check your phone: enter your M-Pesa PIN to pay. The money is held until the work is done.';
export const JOB_MARKED_DONE = `Marked done. The client confirms, or the money comes to you ${JOB_RELEASE_HOURS} hours from now.`;
export const JOB_CONFIRMED = 'Confirmed. The money goes to the provider by M-Pesa.';
export const JOB_PROBLEM_REPORTED =
  'Reported. The money stays held while a moderator looks at it; both of you will hear.';
export const JOB_CANCELLED = 'Cancelled.';
export const JOB_DECIDED = 'Decided. Both sides are told, with your reason.';

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const words = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

const photosSchema = z
  .array(z.string().trim().min(1).max(2048), { error: 'photos must be a list of uploaded photos' })
  .max(JOB_MAX_PHOTOS, { error: JOB_PHOTOS_ERROR });

export const jobBodySchema = z
  .object({
    trade: z.enum(Object.keys(TRADES) as Trade[], { error: JOB_TRADE_ERROR }),
    /** A neighbourhood by name, or a pin: one of them. */
    areaName: z.string({ error: JOB_AREA_ERROR }).trim().max(100, { error: JOB_AREA_ERROR }).optional(),
    location: z
      .object({
        lat: z.number({ error: JOB_AREA_ERROR }).min(-5, { error: JOB_AREA_ERROR }).max(5.5, { error: JOB_AREA_ERROR }),
        lng: z
          .number({ error: JOB_AREA_ERROR })
          .min(33.5, { error: JOB_AREA_ERROR })
          .max(42, { error: JOB_AREA_ERROR }),
      })
      .optional(),
    description: words(10, 2000, JOB_DESCRIPTION_ERROR),
    photos: photosSchema.default([]),
    /** A day (YYYY-MM-DD, Kenya's), or "this-week". */
    when: z.union([z.literal('this-week'), stayDateSchema('when')], { error: JOB_WHEN_ERROR }),
    budget: whole(JOB_MIN_PRICE, JOB_MAX_PRICE, JOB_BUDGET_ERROR).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.areaName && !body.location) ctx.addIssue({ code: 'custom', path: ['areaName'], message: JOB_AREA_ERROR });
  });
export type JobBody = z.infer<typeof jobBodySchema>;

const stageSchema = z.object({
  label: words(1, 80, JOB_STAGES_ERROR),
  amount: whole(JOB_MIN_PRICE, JOB_MAX_PRICE, JOB_STAGES_ERROR),
});
export type JobStage = z.infer<typeof stageSchema>;

export const quoteBodySchema = z
  .object({
    price: whole(JOB_MIN_PRICE, JOB_MAX_PRICE, JOB_PRICE_ERROR),
    includes: words(1, 1000, JOB_INCLUDES_ERROR),
    startsOn: stayDateSchema('startsOn'),
    days: whole(1, 365, JOB_DAYS_ERROR),
    /** Two stages agreed in the quote (a big job only), paid and released each on its own. */
    stages: z.array(stageSchema, { error: JOB_STAGES_ERROR }).length(2, { error: JOB_STAGES_ERROR }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.stages) return;
    const sum = body.stages.reduce((total, stage) => total + stage.amount, 0);
    if (body.price < JOB_STAGES_FROM || sum !== body.price)
      ctx.addIssue({ code: 'custom', path: ['stages'], message: JOB_STAGES_ERROR });
  });
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const jobDoneBodySchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    photos: photosSchema.default([]),
    note: z.string().trim().max(1000, { error: 'Keep it to 1000 characters or fewer' }).default(''),
  }),
);
export type JobDoneBody = z.infer<typeof jobDoneBodySchema>;

export const jobProblemBodySchema = z.object({
  kind: z.enum(JOB_PROBLEMS, { error: 'kind must be not-done, not-as-agreed or no-show' }),
  note: words(1, 2000, 'Say what happened'),
  photos: photosSchema.default([]),
});
export type JobProblemBody = z.infer<typeof jobProblemBodySchema>;

export const jobCancelBodySchema = z.preprocess(
  (value) => value ?? {},
  z.object({ reason: z.string().trim().max(500, { error: 'Keep it to 500 characters or fewer' }).optional() }),
);
export type JobCancelBody = z.infer<typeof jobCancelBodySchema>;

/** A moderator's decision on a disputed stage: all to the provider, all back, or a split. */
export const jobDecisionBodySchema = z.object({
  outcome: z.enum(['release', 'refund', 'split'], { error: 'outcome must be release, refund or split' }),
  /** For a split: the shillings the provider gets; the rest goes back to the client. */
  toProvider: z.number().int().min(0).optional(),
  reason: words(1, 500, 'Give the reason for your decision'),
});
export type JobDecisionBody = z.infer<typeof jobDecisionBodySchema>;

/** The stages a quote is paid in: its own two, or the whole price at once. */
export function stagesOf(quote: { price: number; stages?: JobStage[] | null }): JobStage[] {
  return quote.stages && quote.stages.length > 0 ? quote.stages : [{ label: 'The whole job', amount: quote.price }];
}
