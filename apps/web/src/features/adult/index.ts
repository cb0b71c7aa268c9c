// The once-only "I am 18 or older" that listing and paying wait for, and a newer version of the
// terms accepted (issue 58). A feature of its own, apart from auth's: the shell loads auth on
// every first visit, and these load only with the screens that pay, list or show the banner.
export { AdultConfirm, markAdultNeeded, useNeedsAdultConfirm } from './adult-confirm';
export { refreshSignedInUser, sendTermsAccepted } from './adult-terms-api';
