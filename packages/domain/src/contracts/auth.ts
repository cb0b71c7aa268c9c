import { defineContract } from './contract.ts';

const load = () => import('./schemas.ts');

export const signUp = defineContract({
  id: 'signUp',
  method: 'POST',
  path: '/api/auth/signup',
  access: 'public',
  tag: 'auth',
  summary: 'Create an account and sign in (sets the session cookie)',
  schemas: () =>
    load().then((s) => ({
      body: s.signUpBodySchema,
      responses: { 201: s.authResponseSchema, ...s.errors(400, 409, 429) },
    })),
});

export const signIn = defineContract({
  id: 'signIn',
  method: 'POST',
  path: '/api/auth/signin',
  access: 'public',
  tag: 'auth',
  summary: 'Sign in with e-mail and password (sets the session cookie)',
  schemas: () =>
    load().then((s) => ({
      body: s.signInBodySchema,
      responses: { 200: s.authResponseSchema, ...s.errors(400, 401, 429) },
    })),
});

export const signOut = defineContract({
  id: 'signOut',
  method: 'POST',
  path: '/api/auth/signout',
  access: 'public',
  tag: 'auth',
  summary: 'End this session, if there is one',
  schemas: () => load().then((s) => ({ responses: { 200: s.messageResponseSchema } })),
});

export const currentUser = defineContract({
  id: 'currentUser',
  method: 'GET',
  path: '/api/auth/me',
  access: 'user',
  tag: 'auth',
  summary: 'The signed-in user',
  schemas: () => load().then((s) => ({ responses: { 200: s.authResponseSchema, ...s.errors(401) } })),
});

export const googleStart = defineContract({
  id: 'googleStart',
  method: 'GET',
  path: '/api/auth/google/start',
  access: 'public',
  tag: 'auth',
  summary: "Start Google sign-in: redirects to Google's account chooser",
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
  access: 'public',
  tag: 'auth',
  summary: 'Where Google sends the browser back: signs in and redirects',
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
  summary: 'Sign in with a Google ID token (sets the session cookie)',
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
  summary: "The signed-in user's own avatar address",
  schemas: () => load().then((s) => ({ responses: { 200: s.avatarResponseSchema, ...s.errors(401) } })),
});
