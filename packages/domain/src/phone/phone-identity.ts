import { z } from 'zod';
import { saidFields } from '../core/api.ts';
import { SMS_NOTICE_KINDS } from './sms-notice-kinds.ts';
import { newPasswordSchema, PASSWORD_MAX, usernameSchema } from '../accounts/user.ts';

// A Kenyan identity: phone numbers proven by a code sent to them by SMS (issue 39,
// docs/phone.md). The server parses numbers with libphonenumber's data and stores E.164;
// these schemas only bound what a client may send.

export const PHONE_CODE_LENGTH = 6;
/** How long a code works, and how often a new one may be sent. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_RESEND_SECONDS = 60;
/** Wrong codes before the number is locked for that purpose, and for how long. */
export const PHONE_CODE_TRIES = 5;
export const PHONE_LOCK_MINUTES = 15;
/** Codes one number is sent in an hour and in a day (SMS cost is a target: "SMS pumping"). */
export const PHONE_CODES_PER_NUMBER_HOUR = 3;
export const PHONE_CODES_PER_NUMBER_DAY = 10;
/** Codes one account asks for in an hour and in a day, whatever the numbers. */
export const PHONE_CODES_PER_ACCOUNT_HOUR = 6;
export const PHONE_CODES_PER_ACCOUNT_DAY = 20;
/** A provider's reviews from accounts whose numbers were proven this recently wait for a moderator. */
export const PHONE_NEW_DAYS = 7;

export { SMS_NOTICE_KINDS, type SmsNoticeKind } from './sms-notice-kinds.ts';
/** SMS notices one person is sent in a day, and the Kenyan hours they are not sent in (reminders aside). */
export const SMS_NOTICES_PER_DAY = 5;
export const SMS_QUIET_FROM_HOUR = 21;
export const SMS_QUIET_UNTIL_HOUR = 7;

export const PHONE_REQUIRED = 'Enter your phone number';
export const PHONE_NOT_MOBILE = 'Enter a Kenyan mobile number, like 0712 345 678';
export const PHONE_CODE_FORMAT = `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS`;
export const PHONE_CODE_SENT = `We sent a ${PHONE_CODE_LENGTH}-digit code by SMS. It works for ${PHONE_CODE_MINUTES} minutes.`;
export const PHONE_CODE_WRONG = 'That code is not right. Check the SMS and try again.';
export const PHONE_CODE_EXPIRED = 'That code has expired or was replaced. Ask for a new one.';
export const PHONE_LOCKED = `Too many wrong codes. Try again in ${PHONE_LOCK_MINUTES} minutes, or ask for a new code then.`;
export const PHONE_RESEND_WAIT = 'Wait a minute before asking for another code.';
export const PHONE_CODES_LIMIT = 'Too many codes were sent to this number or from this account. Try again later.';
export const PHONE_SMS_BUSY = "We can't send codes right now. Try again in an hour.";
export const PHONE_TAKEN =
  'That number is proven on another Nyumba account. It can be added here once it is removed there (or that account is deleted).';
export const PHONE_PROVEN = 'Your number is proven.';
export const PHONE_REMOVED = 'Your number was removed from your account.';
export const PHONE_NONE = 'There is no number on your account.';
export const PHONE_ONLY_SIGN_IN =
  'This number is how you sign in. Add an e-mail address first, or change the number instead.';
export const PHONE_ALREADY_YOURS = 'That is already the number on your account.';
export const PHONE_CODE_USED = 'That code was just used. Ask for a new one.';
export const PHONE_INVALID_CREDENTIALS = 'Invalid phone number or password';
export const PHONE_FEATURES_OFF = 'Phone numbers are not in use on this server.';
export const PHONE_NEEDED_TO_HOLD_MORE = 'Prove your phone number in Settings to hold more than one booking at a time.';
export const LISTING_NUMBER_PENDING =
  "We sent a code to the listing's phone number. Enter it to publish the listing: only numbers their listers proved are shown.";
export const LISTING_NUMBER_PROVEN = 'Number proven: your listing is published.';
export const LISTING_NUMBER_NOT_PENDING = "This listing's number is already proven.";
export const SMS_NOTICES_SAVED = 'SMS settings saved';
export const SMS_STOPPED = 'You will get no more SMS notices from Nyumba. Turn them on again in Settings.';
export const SMS_STOP_INVALID = 'This link is not valid any more.';

const phone = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, { error: PHONE_REQUIRED })
  .max(30, { error: PHONE_NOT_MOBILE })
  .regex(/^[+\d\s().-]+$/, { error: PHONE_NOT_MOBILE });

const code = z
  .string({ error: PHONE_CODE_FORMAT })
  .max(20, { error: PHONE_CODE_FORMAT, abort: true })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), { error: PHONE_CODE_FORMAT }));

const currentPassword = z
  .preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(PASSWORD_MAX).optional())
  .optional();

/** Add or change the account's number: a code goes to it. Changing a proven one needs the password. */
export const addPhoneBodySchema = z.object({ phone, currentPassword });
export type AddPhoneBody = z.infer<typeof addPhoneBodySchema>;

/** The code that proves a number (the account's, or one a sign-up or reset started). */
export const verifyPhoneBodySchema = z.object({ phone, code });
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBodySchema>;

/** Remove the account's number (its password: a stolen session must not take it). */
export const removePhoneBodySchema = z.preprocess((value) => value ?? {}, z.object({ currentPassword }));
export type RemovePhoneBody = z.infer<typeof removePhoneBodySchema>;

/** Sign up with a phone number and a password, no e-mail: the code proves the number and signs in. */
export const phoneSignUpBodySchema = z.object({
  username: usernameSchema,
  phone,
  password: newPasswordSchema,
  /** "Send the code again": the sign-up this continues, so any of its codes works. */
  attempt: z.uuid().optional(),
});
export type PhoneSignUpBody = z.infer<typeof phoneSignUpBodySchema>;

/** The code of one phone sign-up: `attempt` names which (each sign-up has its own code and credentials). */
export const phoneSignUpVerifyBodySchema = z.object({
  phone,
  code,
  attempt: z.uuid({ error: 'Start the sign-up again: this one is not known' }),
});
export type PhoneSignUpVerifyBody = z.infer<typeof phoneSignUpVerifyBodySchema>;

/** "Forgot password?" for an account that signs in with its number: a code by SMS. */
export const phoneForgotBodySchema = z.object({ phone });
export type PhoneForgotBody = z.infer<typeof phoneForgotBodySchema>;
export const phoneResetBodySchema = z.object({ phone, code, password: newPasswordSchema });
export type PhoneResetBody = z.infer<typeof phoneResetBodySchema>;

/** The code sent to a listing's contact number. */
export const listingNumberCodeBodySchema = z.object({ code });
export type ListingNumberCodeBody = z.infer<typeof listingNumberCodeBodySchema>;

/** The SMS notices a person wants (any of SMS_NOTICE_KINDS). */
export const smsNoticesBodySchema = z.object({
  kinds: z
    .array(z.enum(SMS_NOTICE_KINDS, { error: `kinds are any of ${SMS_NOTICE_KINDS.join(', ')}` }))
    .max(SMS_NOTICE_KINDS.length),
});
export type SmsNoticesBody = z.infer<typeof smsNoticesBodySchema>;

/** A code was sent (or, to tell nobody anything, said to be): when it ends and when another may go. */
export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...saidFields,
  /** The number as the server read it, shown masked: "+254 7•• ••• 678". */
  sentTo: z.string(),
  expiresAt: z.string(),
  resendAt: z.string(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** A phone sign-up was asked for: the code (or, to tell nobody anything, the answer) and which sign-up it is. */
export const phoneSignUpSentSchema = codeSentResponseSchema.extend({
  /** Sent back with the code: only this sign-up's code opens it. */
  attempt: z.string(),
});
export type PhoneSignUpSent = z.infer<typeof phoneSignUpSentSchema>;

/** A number shown to its owner or a moderator: masked but its last three digits ("+254 ••• ••• 678"). */
export function maskPhone(e164: string): string {
  const last = e164.slice(-3);
  if (/^\+254\d{9}$/.test(e164)) return `+254 ••• ••• ${last}`;
  return `${'•'.repeat(Math.max(0, e164.length - 3))}${last}`;
}

/** The secret in an SMS callback's or stop link's address. */
export const smsTokenParamSchema = z.object({
  token: z
    .string()
    .min(16, { error: SMS_STOP_INVALID })
    .max(128, { error: SMS_STOP_INVALID })
    .regex(/^[\w-]+$/, { error: SMS_STOP_INVALID }),
});

/** Africa's Talking's delivery report, as it posts it (form-encoded; fields it may add are ignored). */
export const smsDeliveryReportSchema = z.looseObject({
  id: z.string({ error: 'id is required' }).min(1).max(200),
  status: z.string({ error: 'status is required' }).min(1).max(40),
  phoneNumber: z.string().max(30).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.string().max(200).optional(),
  retryCount: z.string().max(10).optional(),
});
export type SmsDeliveryReport = z.infer<typeof smsDeliveryReportSchema>;
