import { TERMS_VERSION } from '@nyumba/domain';

/**
 * A new account accepts the terms in force and says it is 18 or older, which the sign-up
 * forms show beside their button; the version and the time are kept as the record (issue 58).
 */
export const termsAccepted = (now = new Date()) => ({
  termsVersion: TERMS_VERSION,
  termsAcceptedAt: now,
  adultConfirmedAt: now,
});
