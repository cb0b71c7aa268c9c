import { z } from 'zod';
import { stayDateSchema } from '../bookings/stay-dates.ts';

// A tenancy on Nyumba (issue 57, docs/tenancies.md): a tenant asks to rent a rental listing,
// the lister accepts with the terms, both sign the agreement with a code by SMS, the tenant
// pays the first month and the deposit into a hold, the first month goes to the lister once
// the keys are handed over, and the deposit stays held until move-out, when it is returned
// less any deductions the tenant accepted or a moderator decided. Dates are days in Kenya.

export const TENANCY_STATUSES = [
  'requested',
  'accepted',
  'signed',
  'paid',
  'moved-in',
  'ending',
  'ended',
  'cancelled',
  'declined',
  'lapsed',
  'disputed',
] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];

/** Once both signed, the tenant has this long to pay, or the acceptance lapses and the listing is free. */
export const TENANCY_PAY_HOURS = 48;
/** With no keys confirmed and no problem this long after the move-in date, the first month is released. */
export const TENANCY_RELEASE_HOURS = 48;
/** The lister countersigns or comments on the move-in inventory within this long. */
export const TENANCY_INVENTORY_ANSWER_HOURS = 72;
/** A tenant who cancels at least this many days before moving in gets the first month back too. */
export const TENANCY_FIRST_MONTH_BACK_DAYS = 7;
/** After the move-out date the lister has this long to record the move-out inventory and deductions. */
export const TENANCY_MOVE_OUT_DAYS = 7;
/** The tenant accepts or disputes deductions within this long; silence accepts. */
export const TENANCY_DEDUCTIONS_ANSWER_DAYS = 7;
/** A lister silent this long after the move-out date returns the whole deposit. */
export const TENANCY_DEPOSIT_SILENCE_DAYS = 14;
/** How far ahead a move-in may be asked for. */
export const TENANCY_MOVE_IN_MAX_DAYS = 180;
export const TENANCY_DEFAULT_NOTICE_MONTHS = 1;
export const TENANCY_DEFAULT_DUE_DAY = 5;
/** Deposit months when the listing names none. */
export const TENANCY_DEFAULT_DEPOSIT_MONTHS = 1;

export const TENANCY_NOT_FOUND = 'Tenancy not found';
export const TENANCY_NOT_RENTAL = 'Only a home to rent can be rented on Nyumba';
export const TENANCY_OWN_LISTING = 'You cannot rent your own listing';
export const TENANCY_NEEDS_NUMBER =
  'Prove your phone number in Settings to rent on Nyumba: you sign the agreement with a code sent to it.';
export const TENANCY_LISTER_NEEDS_NUMBER =
  'This lister has not proven a phone number yet, so the home cannot be rented on Nyumba. Ask them to in a message.';
export const TENANCY_MOVE_IN_PAST = 'Choose a move-in date from today on';
export const TENANCY_MOVE_IN_FAR = `Choose a move-in date within the next ${TENANCY_MOVE_IN_MAX_DAYS} days`;
export const TENANCY_ONE_WAITING =
  'You already asked to rent this home. Wait for the answer, or cancel that request first.';
export const TENANCY_NOT_REQUESTED = 'This request to rent has already been answered';
export const TENANCY_DECLINE_REASON = 'Say why you decline';
export const TENANCY_TERMS_LOCKED = 'The agreement can no longer be changed: it has been paid for.';
export const TENANCY_NOT_SIGNABLE = 'This agreement is not waiting for signatures';
export const TENANCY_ALREADY_SIGNED = 'You have already signed this agreement';
export const TENANCY_NOT_BOTH_SIGNED = 'Both of you sign the agreement before it is paid';
export const TENANCY_NOT_DUE = 'This tenancy is not waiting for a payment';
export const TENANCY_PAY_TOO_LATE = 'The time to pay has passed: the acceptance lapsed and the home is free again.';
export const TENANCY_KEYS_NOT_PAID = 'The keys are confirmed once the first month and the deposit are paid';
export const TENANCY_KEYS_TOO_EARLY = 'You can confirm the keys from the move-in date on';
export const TENANCY_INVENTORY_NOT_WAITING = 'There is no move-in inventory waiting for your answer';
export const TENANCY_PROBLEM_WINDOW =
  'A problem with moving in can be reported once it is paid, until the first month is paid to the lister';
export const TENANCY_CANNOT_CANCEL = 'This tenancy can no longer be cancelled: give notice instead';
export const TENANCY_NOTICE_NOT_LIVE = 'Notice is given once the tenant has moved in';
export const TENANCY_NOTICE_TOO_SOON =
  'That is sooner than the notice period. Both of you may agree an earlier date: the other side sends the same date.';
export const TENANCY_MOVE_OUT_NOT_YET = 'The move-out inventory is recorded from the move-out date on';
export const TENANCY_MOVE_OUT_NOT_WAITING = 'This tenancy is not waiting for its move-out inventory';
export const TENANCY_DEDUCTIONS_TOO_MUCH = 'Deductions cannot add up to more than the deposit';
export const TENANCY_DEDUCTIONS_NOT_WAITING = 'There are no deductions waiting for your answer';
export const TENANCY_NOT_DISPUTED = 'This tenancy is not waiting for a moderator';
export const TENANCY_SPLIT_TOO_MUCH = 'The lister cannot get more than the deposit';
export const TENANCY_PHOTO_NOT_YOURS = 'Add photos you uploaded yourself';
export const TENANCY_NOT_YOUR_STEP = 'This step of the tenancy is for the other side to take';

export const TENANCY_REQUESTED = 'Request sent. The lister answers here and by message.';
export const TENANCY_ACCEPTED = 'Accepted. Read the agreement, then both of you sign it with a code by SMS.';
export const TENANCY_DECLINED = 'Declined. The tenant is told why.';
export const TENANCY_TERMS_SAVED = 'Agreement saved. Any signature it had is void: it is signed again.';
export const TENANCY_CODE_SENT = 'We sent a code by SMS to your proven number. Enter it to sign.';
export const TENANCY_SIGNED = 'Signed.';
export const TENANCY_PAY_SENT = 'Check your phone: enter your M-Pesa PIN to pay the first month and the deposit.';
export const TENANCY_KEYS_CONFIRMED = 'Keys confirmed. The first month goes to the lister; the deposit stays held.';
export const TENANCY_INVENTORY_ANSWERED = 'Thank you: your answer is on the inventory.';
export const TENANCY_PROBLEM_REPORTED =
  'Reported. The first month and the deposit stay held while a moderator looks at it; both of you will hear.';
export const TENANCY_CANCELLED = 'Cancelled.';
export const TENANCY_NOTICE_GIVEN = 'Notice given. The move-out date is on the tenancy.';
export const TENANCY_NOTICE_PROPOSED =
  'Proposed. The earlier date holds once the other side sends the same date; until then the tenancy goes on.';
export const TENANCY_MOVE_OUT_RECORDED = 'Recorded. The tenant answers the deductions within 7 days.';
export const TENANCY_DEDUCTIONS_ACCEPTED = 'Accepted. The deposit is paid out as agreed.';
export const TENANCY_DEDUCTIONS_DISPUTED =
  'Disputed. A moderator decides how the deposit is split; both of you will hear.';
export const TENANCY_DECIDED = 'Decided. Both sides are told, with your reason.';
export const TENANCY_MOVE_OUT_PAST = 'Choose a move-out date from today on';
export const TENANCY_MOVE_OUT_FIXED = 'The move-out date is fixed. Write to the other side on Nyumba to change it.';
export const TENANCY_DECIDE_BEFORE_KEYS = 'Before the keys, refund or release';
export const TENANCY_NO_AGREEMENT = 'There is no agreement yet';
export const TENANCY_KEEPS_LISTING =
  'This home has a tenancy under way on Nyumba. It can be deleted once the tenancy has ended.';
export const TENANCY_KEEPS_ACCOUNT =
  'You have a tenancy under way on Nyumba. The account can be deleted once it has ended.';

const reason = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Keep it to ${max} characters or fewer` });

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: `${message}: at most ${max} characters` });

export const tenancyRequestBodySchema = z.object({
  listingId: z.uuid({ error: 'listingId must be a listing id' }),
  moveIn: stayDateSchema('moveIn'),
  /** How many months; absent or null: open-ended (until notice). */
  months: z
    .number({ error: 'months must be a whole number from 1 to 60, or left out' })
    .int({ error: 'months must be a whole number from 1 to 60, or left out' })
    .min(1, { error: 'months must be a whole number from 1 to 60, or left out' })
    .max(60, { error: 'months must be a whole number from 1 to 60, or left out' })
    .nullable()
    .optional(),
  message: reason('Write a message to the lister', 2000),
});
export type TenancyRequestBody = z.infer<typeof tenancyRequestBodySchema>;

/** The parts of the agreement the lister writes or chooses (the rest comes from the listing). */
export const tenancyTermsBodySchema = z.object({
  dueDay: z
    .number({ error: 'The rent is due on a day from 1 to 28' })
    .int({ error: 'The rent is due on a day from 1 to 28' })
    .min(1, { error: 'The rent is due on a day from 1 to 28' })
    .max(28, { error: 'The rent is due on a day from 1 to 28' }),
  noticeMonths: z
    .number({ error: 'Notice is 1 to 6 months' })
    .int({ error: 'Notice is 1 to 6 months' })
    .min(1, { error: 'Notice is 1 to 6 months' })
    .max(6, { error: 'Notice is 1 to 6 months' }),
  utilities: text(1000, 'Who pays water, power and rubbish'),
  houseRules: text(3000, 'House rules'),
});
export type TenancyTermsBody = z.infer<typeof tenancyTermsBodySchema>;

export const tenancyAnswerBodySchema = z
  .object({
    answer: z.enum(['accept', 'decline'], { error: 'answer must be accept or decline' }),
    reason: z.string().trim().max(500, { error: 'Keep it to 500 characters or fewer' }).optional(),
    terms: tenancyTermsBodySchema.partial().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.answer === 'decline' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: TENANCY_DECLINE_REASON });
  });
export type TenancyAnswerBody = z.infer<typeof tenancyAnswerBodySchema>;

export const tenancySignBodySchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from the SMS' })
    .max(20, { error: 'Enter the 6-digit code from the SMS', abort: true })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the SMS' })),
});
export type TenancySignBody = z.infer<typeof tenancySignBodySchema>;

export const INVENTORY_CONDITIONS = ['good', 'fair', 'poor', 'damaged'] as const;

const roomSchema = z.object({
  room: reason('Name the room', 60),
  condition: z.enum(INVENTORY_CONDITIONS, { error: 'Choose good, fair, poor or damaged' }),
  notes: text(1000, 'Notes').default(''),
  photos: z
    .array(z.string().trim().min(1).max(2048), { error: 'photos must be a list of uploaded photos' })
    .max(6, { error: 'At most 6 photos a room' })
    .default([]),
});
export type InventoryRoom = z.infer<typeof roomSchema>;

export const inventorySchema = z
  .array(roomSchema, { error: 'inventory must be a list of rooms' })
  .min(1, { error: 'Record at least one room' })
  .max(30, { error: 'At most 30 rooms' });

export const tenancyKeysBodySchema = z.object({ inventory: inventorySchema });
export type TenancyKeysBody = z.infer<typeof tenancyKeysBodySchema>;

export const tenancyInventoryAnswerBodySchema = z.object({
  answer: z.enum(['countersign', 'comment'], { error: 'answer must be countersign or comment' }),
  note: text(2000, 'Comment').optional(),
});
export type TenancyInventoryAnswerBody = z.infer<typeof tenancyInventoryAnswerBodySchema>;

export const TENANCY_PROBLEMS = ['no-keys', 'occupied', 'not-as-listed'] as const;
export const tenancyProblemBodySchema = z.object({
  kind: z.enum(TENANCY_PROBLEMS, { error: 'kind must be no-keys, occupied or not-as-listed' }),
  note: reason('Say what happened', 2000),
});
export type TenancyProblemBody = z.infer<typeof tenancyProblemBodySchema>;

export const tenancyCancelBodySchema = z.preprocess(
  (value) => value ?? {},
  z.object({ reason: z.string().trim().max(500, { error: 'Keep it to 500 characters or fewer' }).optional() }),
);
export type TenancyCancelBody = z.infer<typeof tenancyCancelBodySchema>;

export const tenancyNoticeBodySchema = z.object({ moveOut: stayDateSchema('moveOut') });
export type TenancyNoticeBody = z.infer<typeof tenancyNoticeBodySchema>;

const deductionSchema = z.object({
  amount: z
    .number({ error: 'A deduction is a whole number of shillings, at least 1' })
    .int({ error: 'A deduction is a whole number of shillings, at least 1' })
    .min(1, { error: 'A deduction is a whole number of shillings, at least 1' }),
  reason: reason('Say what each deduction is for'),
  photos: z.array(z.string().trim().min(1).max(2048)).max(6, { error: 'At most 6 photos a deduction' }).default([]),
});
export type Deduction = z.infer<typeof deductionSchema>;

export const tenancyMoveOutBodySchema = z.object({
  /** The rooms as they are left; absent: as at move-in. */
  inventory: inventorySchema.optional(),
  deductions: z
    .array(deductionSchema, { error: 'deductions must be a list' })
    .max(20, { error: 'At most 20 deductions' }),
});
export type TenancyMoveOutBody = z.infer<typeof tenancyMoveOutBodySchema>;

export const tenancyDeductionsBodySchema = z.object({
  answer: z.enum(['accept', 'dispute'], { error: 'answer must be accept or dispute' }),
  note: text(2000, 'Note').optional(),
});
export type TenancyDeductionsBody = z.infer<typeof tenancyDeductionsBodySchema>;

/** A moderator's decision on a problem before the keys (refund everything, or release the first month) or a deposit dispute (the lister's share). */
export const tenancyDecisionBodySchema = z.object({
  outcome: z.enum(['refund', 'release', 'split'], { error: 'outcome must be refund, release or split' }),
  /** For a split: the shillings of the deposit the lister gets; the rest goes back to the tenant. */
  toLister: z.number().int().min(0).optional(),
  reason: reason('Give the reason for your decision'),
});
export type TenancyDecisionBody = z.infer<typeof tenancyDecisionBodySchema>;

/** What the tenant gets back cancelling on `today` before the keys: the deposit always, the first month up to 7 days before moving in. */
export function tenantCancelRefund(t: { rent: number; deposit: number; moveIn: string }, today: string) {
  const days = Math.round((Date.parse(`${t.moveIn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return { deposit: t.deposit, firstMonth: days >= TENANCY_FIRST_MONTH_BACK_DAYS ? t.rent : 0 };
}
