import { TERMS_VERSION } from '@nyumba/domain';

/**
 * A new account accepts the terms in force, which the sign-up forms show beside their
 * button; the version and the time are kept as the record (issue 58).
 */
export const termsAccepted = (now = new Date()) => ({ termsVersion: TERMS_VERSION, termsAcceptedAt: now });
