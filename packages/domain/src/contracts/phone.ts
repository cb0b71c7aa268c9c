import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Phone numbers proven by SMS (docs/phone.md): sign-up and recovery by phone, the account's
// number, a listing's number, SMS settings, and Africa's Talking's delivery reports.

/** Sign up with a phone number and a password: a code goes to the number (the same answer for a number with an account). */
export const phoneSignUp = defineContract({
  id: 'phoneSignUp',
  method: 'POST',
  path: '/api/auth/phone/signup',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.phoneSignUpBodySchema,
      responses: { 201: s.phoneSignUpSentSchema, ...s.errors(400, 409, 429, 503) },
    })),
});

/** The code from a phone sign-up: proves the number and signs in (sets the session cookie). */
export const phoneSignUpVerify = defineContract({
  id: 'phoneSignUpVerify',
  method: 'POST',
  path: '/api/auth/phone/verify',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.phoneSignUpVerifyBodySchema,
      responses: { 200: s.authResponseSchema, ...s.errors(400, 409, 429) },
    })),
});

/** "Forgot password?" for an account that signs in with its number: a code by SMS (the same answer for any number). */
export const phoneForgot = defineContract({
  id: 'phoneForgot',
  method: 'POST',
  path: '/api/auth/phone/forgot',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.phoneForgotBodySchema,
      responses: { 200: s.codeSentResponseSchema, ...s.errors(400, 429, 503) },
    })),
});

/** The code from "Forgot password?" sets a new password; every session of the account ends. */
export const phoneReset = defineContract({
  id: 'phoneReset',
  method: 'POST',
  path: '/api/auth/phone/reset',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.phoneResetBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 429) },
    })),
});

/** Add or change the account's number: a code goes to it (a proven number's change needs the password). */
export const addPhone = defineContract({
  id: 'addPhone',
  method: 'POST',
  path: '/api/user/phone',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.addPhoneBodySchema,
      responses: { 200: s.codeSentResponseSchema, ...s.errors(400, 401, 409, 429, 503) },
    })),
});

/** The code proves the account's number. */
export const verifyPhone = defineContract({
  id: 'verifyPhone',
  method: 'POST',
  path: '/api/user/phone/verify',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.verifyPhoneBodySchema,
      responses: { 200: s.userUpdateResponseSchema, ...s.errors(400, 401, 409, 429) },
    })),
});

/** Remove the account's number (the password; the number is told by SMS). */
export const removePhone = defineContract({
  id: 'removePhone',
  method: 'DELETE',
  path: '/api/user/phone',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.removePhoneBodySchema,
      responses: { 200: s.userUpdateResponseSchema, ...s.errors(400, 401, 409, 429) },
    })),
});

/** Which SMS notices the account gets. */
export const smsNotices = defineContract({
  id: 'smsNotices',
  method: 'PUT',
  path: '/api/user/sms-notices',
  access: 'user',
  tag: 'users',
  schemas: () =>
    load().then((s) => ({
      body: s.smsNoticesBodySchema,
      responses: { 200: s.userUpdateResponseSchema, ...s.errors(400, 401) },
    })),
});

/** The code sent to a listing's number: the listing is published. */
export const proveListingNumber = defineContract({
  id: 'proveListingNumber',
  method: 'POST',
  path: '/api/listing/:id/phone/verify',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      body: s.listingNumberCodeBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429) },
    })),
});

/** Another code for a listing's number. */
export const resendListingCode = defineContract({
  id: 'resendListingCode',
  method: 'POST',
  path: '/api/listing/:id/phone/code',
  access: 'user',
  tag: 'listings',
  schemas: () =>
    load().then((s) => ({
      params: s.idParamSchema,
      responses: { 200: s.codeSentResponseSchema, ...s.errors(400, 401, 403, 404, 409, 429, 503) },
    })),
});

/** Africa's Talking's delivery report for one SMS (form-encoded), at the address with the secret. */
export const smsDeliveryReport = defineContract({
  id: 'smsDeliveryReport',
  method: 'POST',
  path: '/api/sms/delivery/:token',
  access: 'public',
  tag: 'sms',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.smsTokenParamSchema,
      body: s.smsDeliveryReportSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 404) },
    })),
});

/** An SMS notice's "stop" link: one tap, no sign-in. */
export const smsStop = defineContract({
  id: 'smsStop',
  method: 'POST',
  path: '/api/sms/stop/:token',
  access: 'public',
  tag: 'sms',
  secrets: ['token'],
  schemas: () =>
    load().then((s) => ({
      params: s.smsTokenParamSchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 404, 429) },
    })),
});

export const phoneSummaries = {
  phoneSignUp:
    'Sign up with a phone number and a password; a code by SMS proves the number (the same answer for any number)',
  phoneSignUpVerify: 'The code from a phone sign-up: proves the number and signs in',
  phoneForgot: 'A code by SMS to set a new password (the same answer for any number)',
  phoneReset: 'Set a new password with the SMS code; every session of the account ends',
  addPhone: "Add or change the account's number: a code goes to it",
  verifyPhone: "The code proves the account's number",
  removePhone: "Remove the account's number (needs the password; the number is told)",
  smsNotices: 'Which SMS notices the account gets',
  proveListingNumber: "The code sent to a listing's number: the listing is published",
  resendListingCode: "Another code for a listing's number",
  smsDeliveryReport: "Africa's Talking's delivery report for one SMS",
  smsStop: "An SMS notice's one-tap stop link",
};
