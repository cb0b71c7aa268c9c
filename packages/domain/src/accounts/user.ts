import { z } from 'zod';
import { EARB_YEAR_ERROR, LISTER_ROLE_ERROR, LISTER_ROLES, standingSchema } from './standing.ts';
import { saidFields } from '../core/api.ts';
import { parseImageUrl } from '../core/image-url.ts';
import { LANGUAGES } from '../core/language.ts';
import { parseKenyanPhone, PHONE_ERROR } from '../phone/phone.ts';
import { SMS_NOTICE_KINDS } from '../phone/sms-notice-kinds.ts';
import { lineText, listingText } from '../listings/listing.ts';
import { hasInvisibleCharacters, USERNAME_INVISIBLE_ERROR } from '../core/unicode-text.ts';
import { nameSignals, USERNAME_READS_LIKE_CONTACT } from '../shield/name-signals.ts';

export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

// NFKC first: a fullwidth `Ｗanjiku` is stored as `Wanjiku`. Look-alikes of an existing
// name (Cyrillic `і` for `i`) are the server's check, against the skeletons it stores.
// Bounded before any pattern runs: zod runs every check even after one failed, so the
// length check aborts (NFKC never makes a name more than a few times longer). A username is
// printed into other people's notices (SMS, mail), so one that reads like a link, a phone
// number or code, or a payment instruction is refused, read as the scam shield reads it
// (shield/name-signals.ts): every sign-up path and every change goes through this schema.
export const usernameSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.length <= USERNAME_MAX * 4 ? value.normalize('NFKC') : value),
  z
    .string({ error: 'Username is required' })
    .max(USERNAME_MAX * 4, { error: `Username must be at most ${USERNAME_MAX} characters`, abort: true })
    .refine((name) => !hasInvisibleCharacters(name), { error: USERNAME_INVISIBLE_ERROR, abort: true })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters`, abort: true })
    .regex(/^[\p{L}\p{N} ._'-]+$/u, { error: "Username may use letters, numbers, spaces and . _ ' -" })
    .refine((name) => !/ {2}/.test(name), { error: 'Username cannot have two spaces in a row' })
    .refine((name) => nameSignals(name, 'username').length === 0, { error: USERNAME_READS_LIKE_CONTACT }),
);

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const signUpBodySchema = z.object({ username: usernameSchema, email, password: newPasswordSchema });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** "Forgot password?": the address to send a link to. */
export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** What every "Forgot password?" request is told, whether or not the address has an account. */
export const FORGOT_PASSWORD_SENT =
  'If an account uses that address, we have sent it a link to set a new password. It works for one hour.';
export const RESET_LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password was changed. Sign in with the new one.';

// A link's token: 32 random bytes as base64url (43 characters). Checked for shape before
// any lookup, so junk never reaches the database.
const resetToken = z
  .string({ error: RESET_LINK_INVALID })
  .min(40, { error: RESET_LINK_INVALID })
  .max(64, { error: RESET_LINK_INVALID, abort: true })
  .regex(/^[\w-]+$/, { error: RESET_LINK_INVALID });

export const resetPasswordBodySchema = z.object({ token: resetToken, password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * What sign-up answers, whether the address is new or already has an account: the answer
 * tells nobody who is a member. A new account is made and its address gets a link; an
 * address with an account gets a note that someone tried (docs/product.md, Sign up).
 */
/** How long a link to confirm an address works: a day, so a new member may read their mail tomorrow morning. */
export const EMAIL_LINK_HOURS = 24;
export const SIGN_UP_CHECK_EMAIL = `Check your email: we have sent a link to finish signing up. It works for ${EMAIL_LINK_HOURS} hours.`;
export const EMAIL_LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
export const EMAIL_LINK_TAKEN = 'Another account now uses that address, so it cannot be yours.';
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
export const VERIFICATION_SENT = `If that address has an account waiting to be confirmed, we have sent it a new link. It works for ${EMAIL_LINK_HOURS} hours.`;
/** Why an unconfirmed account cannot publish, and what to do about it. */
export const EMAIL_UNVERIFIED =
  'Confirm your email address before publishing: follow the link we sent you, or send a new one from your profile.';
/** The answer to an e-mail change: the new address holds until its link is followed. */
export const EMAIL_CHANGE_SENT = `We have sent a link to your new address. Your email changes when you follow it (within ${EMAIL_LINK_HOURS} hours).`;

/** A link's token, for confirming an address: the same shape as a password link's. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: EMAIL_LINK_INVALID })
    .min(40, { error: EMAIL_LINK_INVALID })
    .max(64, { error: EMAIL_LINK_INVALID, abort: true })
    .regex(/^[\w-]+$/, { error: EMAIL_LINK_INVALID }),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** "Send the link again": the address to send it to (the same answer for any address). */
export const resendVerificationBodySchema = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

// Sign-in has no client-side checks (docs/product.md, Sign in and sign up); the server still needs
// strings. An account made by phone signs in with `phone` in place of `email`.
export const signInBodySchema = z
  .object({
    email: z.string({ error: 'Email is required' }).trim().max(254).optional(),
    phone: z.string({ error: 'Enter your phone number' }).trim().max(30).optional(),
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX),
  })
  .refine((body) => Boolean(body.email || body.phone), { error: 'Email is required', path: ['email'] });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Only a verifiable ID token is accepted; a client-sent name, e-mail or photo never is. */
export const googleSignInBodySchema = z.object({
  credential: z.string({ error: 'credential is required' }).min(20).max(8192),
});
export type GoogleSignInBody = z.infer<typeof googleSignInBodySchema>;

const optionalBlankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to do this';
export const CURRENT_PASSWORD_WRONG = 'That is not your current password';
export const FRESH_SIGN_IN_REQUIRED = 'Sign in with Google again, then do this within 10 minutes';

/** Proof that the person at the keyboard is the account holder, for changes a stolen session must not make. */
const currentPassword = optionalBlankToUndefined(
  z.string({ error: CURRENT_PASSWORD_REQUIRED }).max(PASSWORD_MAX, { error: CURRENT_PASSWORD_WRONG }),
);

// Older clients send DELETE with no body: read as {}, so they hear which field is missing.
export const deleteAccountBodySchema = z.preprocess((value) => value ?? {}, z.object({ currentPassword }));
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const BUSINESS_NAME_MAX = 80;
export const ABOUT_MAX = 600;
export const EARB_NUMBER_MAX = 30;
export const EARB_NUMBER_FORMAT = 'Enter the number as the EARB registered it: letters, digits, spaces, / . and -';

/** A lister's public words on their page: '' or null clears them, anything else replaces them. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

export const userUpdateBodySchema = z.object({
  /** The language the app and the account's mails use. */
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  /** Needed when the e-mail or the password changes. */
  currentPassword,
  email: optionalBlankToUndefined(email),
  username: optionalBlankToUndefined(usernameSchema),
  password: optionalBlankToUndefined(newPasswordSchema),
  businessName: clearable(
    lineText(
      BUSINESS_NAME_MAX,
      'Enter a business name',
      `Business name must be at most ${BUSINESS_NAME_MAX} characters`,
    ),
  ),
  about: clearable(
    listingText(ABOUT_MAX, 'Write something about you', `About must be at most ${ABOUT_MAX} characters`),
  ),
  earbNumber: clearable(
    z
      .string({ error: EARB_NUMBER_FORMAT })
      .max(EARB_NUMBER_MAX * 2, { error: `EARB number must be at most ${EARB_NUMBER_MAX} characters`, abort: true })
      .trim()
      .max(EARB_NUMBER_MAX, { error: `EARB number must be at most ${EARB_NUMBER_MAX} characters` })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 /.-]*$/, { error: EARB_NUMBER_FORMAT }),
  ),
  /** What they are as a lister; the label shows it only when it holds (standing.ts). */
  listerRole: z.enum(LISTER_ROLES, { error: LISTER_ROLE_ERROR }).optional(),
  earbYear: clearable(
    // A form sends the year as text ("2026"); a client as a number.
    z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: EARB_YEAR_ERROR })
        .int({ error: EARB_YEAR_ERROR })
        .min(2000, { error: EARB_YEAR_ERROR })
        .max(2100, { error: EARB_YEAR_ERROR }),
    ),
  ),
  /** A caretaker's landlord's number: the landlord confirms from it. */
  landlordPhone: clearable(
    z.string({ error: PHONE_ERROR }).transform((value, ctx) => {
      const parsed = parseKenyanPhone(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    }),
  ),
  avatar: optionalBlankToUndefined(
    z
      .string()
      .max(2048, { error: 'Avatar must be at most 2048 characters', abort: true })
      // An http(s) address, or one of our photos by its stored path (answers carry our
      // photos without the image store's address when it is this server).
      .pipe(
        z.union(
          [
            z.string().refine((value) => parseImageUrl(value) !== null),
            z.url({ protocol: /^https?$/, error: 'Avatar must be an http(s) address' }),
          ],
          { error: 'Avatar must be an http(s) address' },
        ),
      ),
  ),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  /** Null for an account made with a phone number only. */
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The address was proven by a link sent to it (or by Google); publishing needs it or a proven number. */
  emailVerified: z.boolean(),
  /** The account's sign-in number, E.164, once proven by a code sent to it (else null). */
  phone: z.string().nullable(),
  phoneVerifiedAt: z.string().nullable(),
  /** The SMS notices they get (Settings): every kind by default for an account with no e-mail. */
  smsNotices: z.array(z.enum(SMS_NOTICE_KINDS)),
  /** An account made with Google alone: it proves itself by signing in again, having no password. */
  googleOnly: z.boolean(),
  businessName: z.string().nullable(),
  about: z.string().nullable(),
  earbNumber: z.string().nullable(),
  /** A moderator checked the EARB number and this year's certificate: the "Agent" label. */
  agentVerified: z.boolean(),
  /** The certificate year they entered, the role they claim, and a caretaker's landlord's number. */
  earbYear: z.number().nullable(),
  listerRole: z.enum(LISTER_ROLES).nullable(),
  landlordPhone: z.string().nullable(),
  /** Their label and badges as others see them. */
  standing: standingSchema,
  /** They confirmed they are 18 or older (needed to list or pay). */
  adultConfirmed: z.boolean(),
  /** The terms' version they accepted; the app shows a newer one once (TERMS_VERSION). */
  termsVersion: z.string().nullable(),
  /** Named in the server's MODERATOR_EMAILS: the app shows the moderation tools. */
  moderator: z.boolean(),
  /** The language they chose (en, sw); null until they choose or next sign in. */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Auth answers are the user itself (spec: "otherwise the user object") with success true. */
export const authResponseSchema = publicUserSchema.extend({ success: z.literal(true) });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * A confirmation link followed while another account is signed in on this device: the
 * address is confirmed, but the session stays whose it was (a page that sends a signed-in
 * person to someone else's link must not swap their account for that one).
 */
export const EMAIL_CONFIRMED_OTHER_ACCOUNT =
  'That email address is confirmed. It belongs to another account, so you are still signed in as yourself.';

/** Following a link: the user, signed in on this device; or, with another account signed in, only the message. */
export const verifyEmailResponseSchema = z.union([
  authResponseSchema.extend({ signedIn: z.literal(true) }),
  z.object({ success: z.literal(true), signedIn: z.literal(false), message: z.string(), ...saidFields }),
]);
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** An update answers the spec's message and the updated user, which the client stores. */
export const userUpdateResponseSchema = authResponseSchema.extend({ message: z.string(), ...saidFields });
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

export const avatarResponseSchema = z.object({ success: z.literal(true), avatar: z.string().nullable() });
