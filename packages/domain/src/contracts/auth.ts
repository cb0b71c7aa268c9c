import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const signUp = defineContract({
  id: 'signUp',
  method: 'POST',
  path: '/api/auth/signup',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.signUpBodySchema,
      responses: { 201: s.messageResponseSchema, ...s.errors(400, 409, 429) },
    })),
});

export const signIn = defineContract({
  id: 'signIn',
  method: 'POST',
  path: '/api/auth/signin',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.signInBodySchema,
      responses: { 200: s.authResponseSchema, ...s.errors(400, 401, 429) },
    })),
});

/** Sends a link to set a new password; answers the same whether or not the address has an account. */
export const forgotPassword = defineContract({
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.forgotPasswordBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 429) },
    })),
});

/** Sets a new password from an e-mailed link; every session of the account ends. */
export const resetPassword = defineContract({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.resetPasswordBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 429) },
    })),
});

/** Confirms an address from an e-mailed link (a new account's, or a new address's) and signs in. */
export const verifyEmail = defineContract({
  id: 'verifyEmail',
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.verifyEmailBodySchema,
      responses: { 200: s.verifyEmailResponseSchema, ...s.errors(400, 429) },
    })),
});

/** Sends an unconfirmed account a new link; answers the same for any address. */
export const resendVerification = defineContract({
  id: 'resendVerification',
  method: 'POST',
  path: '/api/auth/resend-verification',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.resendVerificationBodySchema,
      responses: { 200: s.messageResponseSchema, ...s.errors(400, 429) },
    })),
});

export const signOut = defineContract({
  id: 'signOut',
  method: 'POST',
  path: '/api/auth/signout',
  access: 'public',
  tag: 'auth',
  schemas: () => load().then((s) => ({ responses: { 200: s.messageResponseSchema } })),
});

export const currentUser = defineContract({
  id: 'currentUser',
  method: 'GET',
  path: '/api/auth/me',
  access: 'user',
  tag: 'auth',
  schemas: () => load().then((s) => ({ responses: { 200: s.authResponseSchema, ...s.errors(401) } })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const authSummaries = {
  signUp: 'Create an account and mail a link to confirm its address (the same answer for an address that has one)',
  signIn: 'Sign in with e-mail and password (sets the session cookie)',
  forgotPassword: 'Mail a one-hour link to set a new password (the same answer for any address)',
  resetPassword: "Set a new password from a link's token; every session of the account ends",
  verifyEmail:
    "Confirm an address from an e-mailed link's token; signs in (sets the session cookie) unless another account is signed in",
  resendVerification: 'Mail an unconfirmed account a new 24-hour link (the same answer for any address)',
  signOut: 'End this session, if there is one',
  currentUser: 'The signed-in user',
};
