// The auth feature's public face: other features and the app shell import from here.
export { RequireUser } from './require-user';
export { revalidateSession } from './revalidate-session';
export { useSignOut } from './use-sign-out';
export { rememberPendingAction, takePendingAction } from './pending-action';
export { signInPath } from './next-path';
export { selectCurrentUser, sessionUserId, toSessionUser, useSessionStore, type SessionUser } from './session-store';
export { UnconfirmedNotice } from './unconfirmed-notice';
// The once-only "I am 18 or older" that listing and paying wait for, and a newer version of
// the terms accepted (issue 58): who the person is, so the auth feature's.
export { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from './adult-confirm';
export { refreshSignedInUser, sendTermsAccepted } from './adult-terms-api';
