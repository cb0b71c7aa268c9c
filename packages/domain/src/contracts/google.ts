import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

// Sign-in with Google, apart from auth.ts: only the sign-in screens need these.

export const googleStart = defineContract({
  id: 'googleStart',
  method: 'GET',
  path: '/api/auth/google/start',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      query: s.googleStartQuerySchema,
      responses: {
        302: s.redirect('To Google, or back to /sign-in?error=google_… when it cannot start'),
        ...s.errors(400, 429, 503),
      },
    })),
});

export const googleCallback = defineContract({
  id: 'googleCallback',
  method: 'GET',
  path: '/api/auth/google/callback',
  secrets: ['code', 'state'],
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      query: s.googleCallbackQuerySchema,
      responses: {
        302: s.redirect('To the page sign-in started from, or /sign-in?error=google_…'),
        ...s.errors(400, 429),
      },
    })),
});

export const googleSignIn = defineContract({
  id: 'googleSignIn',
  method: 'POST',
  path: '/api/auth/google',
  access: 'public',
  tag: 'auth',
  schemas: () =>
    load().then((s) => ({
      body: s.googleSignInBodySchema,
      responses: { 200: s.authResponseSchema, ...s.errors(400, 401, 403, 409, 429, 503) },
    })),
});

export const googleAvatar = defineContract({
  id: 'googleAvatar',
  method: 'GET',
  path: '/api/auth/google/avatar',
  access: 'user',
  tag: 'auth',
  schemas: () => load().then((s) => ({ responses: { 200: s.avatarResponseSchema, ...s.errors(401) } })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const googleSummaries = {
  googleStart: "Start Google sign-in: redirects to Google's account chooser",
  googleCallback: 'Where Google sends the browser back: signs in and redirects',
  googleSignIn: 'Sign in with a Google ID token (sets the session cookie)',
  googleAvatar: "The signed-in user's own avatar address",
};
