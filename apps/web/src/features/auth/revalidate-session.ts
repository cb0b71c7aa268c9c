import { ApiError } from '../../lib/api-client';
import { fetchCurrentUser } from './auth-api';
import { useSessionStore } from './session-store';

/** Set just before leaving for Google, so the app asks who is signed in on return. */
const GOOGLE_PENDING_KEY = 'nyumba:google-sign-in';

export function markGoogleSignInPending(): void {
  try {
    sessionStorage.setItem(GOOGLE_PENDING_KEY, '1');
  } catch {
    // Storage can be unavailable (private modes); the user can still reload.
  }
}

function takeGooglePending(): boolean {
  try {
    const pending = sessionStorage.getItem(GOOGLE_PENDING_KEY) !== null;
    sessionStorage.removeItem(GOOGLE_PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

let running: Promise<void> | null = null;

/**
 * Runs once at start. The stored user gives an instant first render; the server has
 * the last word: a revoked or expired session signs this browser out, and a fresh
 * one (after "Continue with Google", whose cookie the page cannot read) signs it in.
 * Anonymous visitors who never started a sign-in cost no request at all.
 */
export function revalidateSession(): Promise<void> {
  running ??= (async () => {
    const store = useSessionStore.getState();
    const googlePending = takeGooglePending();
    if (!store.currentUser && !googlePending) return;
    const before = store.currentUser;
    // Back from Google with nobody stored yet: guards wait for this answer rather
    // than sending the person to sign in again. Set before the first render.
    if (!before) useSessionStore.setState({ checking: true });
    // Someone who signed in or out meanwhile has newer news than this answer.
    const unchanged = () => useSessionStore.getState().currentUser === before;
    try {
      const user = await fetchCurrentUser();
      if (unchanged()) useSessionStore.getState().setUser(user);
    } catch (error) {
      // Offline or a server hiccup says nothing about the session: keep the user.
      if (error instanceof ApiError && error.status === 401 && unchanged()) useSessionStore.getState().clearUser();
    } finally {
      useSessionStore.setState({ checking: false });
    }
  })();
  return running;
}

/** Tests only: lets revalidateSession run again. */
export function resetSessionRevalidation(): void {
  running = null;
}
