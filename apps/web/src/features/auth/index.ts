// The auth feature's public face: other features and the app shell import from here.
export { RequireUser } from './require-user';
export { revalidateSession } from './revalidate-session';
export { fetchCurrentUser } from './auth-api';
export { useSignOut } from './use-sign-out';
export { rememberPendingAction, takePendingAction } from './pending-action';
export { signInPath } from './next-path';
export { selectCurrentUser, sessionUserId, toSessionUser, useSessionStore, type SessionUser } from './session-store';
export { UnconfirmedNotice } from './unconfirmed-notice';
