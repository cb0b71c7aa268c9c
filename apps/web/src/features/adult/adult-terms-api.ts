import { acceptTerms, confirmAdult } from '@nyumba/domain';
import { anySuccess, call } from '../../lib/api-client';
import { fetchCurrentUser, sessionUserId, useSessionStore, type SessionUser } from '../auth';

// What a signed-in person confirms once (issue 58): that they are 18 or older, and a newer
// version of the terms. Neither answer carries the user, so the copy is read again after.

/** POST /api/user/adult (issue 58): an account made before sign-up asked says it is 18 or older. */
export async function sendAdultConfirm(): Promise<void> {
  await call(confirmAdult, { body: { confirm: true }, read: anySuccess });
}

/** POST /api/user/terms: the version shown is accepted (409 when it is no longer the current one). */
export async function sendTermsAccepted(version: string): Promise<void> {
  await call(acceptTerms, { body: { version }, read: anySuccess });
}

/**
 * After a change whose answer does not carry the user: this device's copy takes the change
 * at once (the prompt or banner goes), then the server's own copy replaces it. A failed
 * read keeps the changed copy until the next check of the session.
 */
export async function refreshSignedInUser(change: Partial<SessionUser>): Promise<void> {
  const before = useSessionStore.getState().currentUser;
  if (!before) return;
  useSessionStore.getState().setUser({ ...before, ...change });
  try {
    const user = await fetchCurrentUser();
    // Someone else signed in meanwhile has newer news than this answer.
    if (sessionUserId(useSessionStore.getState().currentUser) === sessionUserId(user)) {
      useSessionStore.getState().setUser(user);
    }
  } catch {
    // Offline or a hiccup: the changed copy stands.
  }
}
