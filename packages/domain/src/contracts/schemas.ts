import type { z } from 'zod';
import { errorResponseSchema } from '../core/api.ts';
import { listingBodySchema, type ListingBody, type ListingBodyInput } from '../listings/listing.ts';
import type { RawAnswer } from './contract.ts';

/**
 * Every schema the contracts name, in one module that contracts load with a
 * dynamic import: on the web it becomes one chunk, fetched when a call first
 * checks an answer, never with a page's first load.
 */
export {
  healthResponseSchema,
  idParamSchema,
  liveResponseSchema,
  readyResponseSchema,
  messageResponseSchema,
  openApiDocumentSchema,
  pageQuerySchema,
  publicConfigSchema,
  uploadResponseSchema,
} from '../core/api.ts';
export {
  accountParamSchema,
  googleCallbackQuerySchema,
  googleStartQuerySchema,
  imageNameParamSchema,
  listingIdParamSchema,
  ownerParamSchema,
  previewNameParamSchema,
} from '../core/inputs.ts';
export {
  listingListResponseSchema,
  listingResponseSchema,
  similarListingsResponseSchema,
} from '../listings/listing.ts';
export { availabilityBodySchema, contactBodySchema } from '../listings/listing-availability.ts';
export { confirmListingQuerySchema, confirmListingResponseSchema } from '../listings/listing-freshness.ts';
export { listerPageResponseSchema } from '../listings/lister.ts';
export {
  addPhoneBodySchema,
  codeSentResponseSchema,
  listingNumberCodeBodySchema,
  phoneForgotBodySchema,
  phoneResetBodySchema,
  phoneSignUpBodySchema,
  phoneSignUpSentSchema,
  phoneSignUpVerifyBodySchema,
  removePhoneBodySchema,
  smsDeliveryReportSchema,
  smsNoticesBodySchema,
  smsTokenParamSchema,
  verifyPhoneBodySchema,
} from '../phone/phone-identity.ts';
export {
  agentBadgeBodySchema,
  agentBadgeResponseSchema,
  copyClaimBodySchema,
  copyRulingBodySchema,
  moderateBodySchema,
  legalHoldBodySchema,
  legalHoldResponseSchema,
  moderateResponseSchema,
  moderationItemResponseSchema,
  moderationLogResponseSchema,
  moderationQueueResponseSchema,
  queueQuerySchema,
  suspendBodySchema,
  suspendResponseSchema,
  userIdParamSchema,
} from '../moderation/moderation.ts';
export {
  alertBodySchema,
  alertDeleteResponseSchema,
  alertListResponseSchema,
  alertResponseSchema,
  alertUpdateBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '../search/alerts.ts';
export { reportBodySchema, reportResponseSchema } from '../moderation/reports.ts';
export {
  b2cCallbackParamSchema,
  callbackParamSchema,
  darajaAckSchema,
  darajaCallbackBodySchema,
  featureBodySchema,
  payBodySchema,
  paymentAnswerSchema,
  featureStateSchema,
  paymentListResponseSchema,
  paymentQueueResponseSchema,
  policyBodySchema,
  problemBodySchema,
  settleBodySchema,
} from '../bookings/payments.ts';
export {
  archiveBodySchema,
  blockBodySchema,
  conversationQueueResponseSchema,
  conversationReportDecisionSchema,
  conversationResponseSchema,
  heldMessageDecisionSchema,
  heldMessageParamSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  listingConversationResponseSchema,
  messageBodySchema,
  messageMailsBodySchema,
  messageMailsResponseSchema,
  olderMessagesQuerySchema,
  olderMessagesResponseSchema,
  readBodySchema,
  sentMessageResponseSchema,
  startConversationBodySchema,
  unreadResponseSchema,
} from '../messages/messages.ts';

// The body normalises older clients' keys before validating, so zod types its input as
// unknown; clients are held to the form's own shape instead.
export const listingBody = listingBodySchema as unknown as z.ZodType<ListingBody, ListingBodyInput>;
export {
  hostCalendarResponseSchema,
  stayAnswerBodySchema,
  stayCalendarBodySchema,
  stayCalendarResponseSchema,
  stayCancelBodySchema,
  stayFeedParamSchema,
  stayListQuerySchema,
  stayListResponseSchema,
  stayRequestBodySchema,
  stayResponseSchema,
} from '../bookings/stays.ts';
export {
  viewingAnswerBodySchema,
  viewingCancelBodySchema,
  viewingListQuerySchema,
  viewingListResponseSchema,
  viewingOutcomeBodySchema,
  viewingRequestBodySchema,
  viewingResponseSchema,
  viewingSlotsResponseSchema,
  viewingTimesBodySchema,
  viewingTimesResponseSchema,
} from '../bookings/viewings.ts';
export {
  dealListResponseSchema,
  hireActionBodySchema,
  licenceCheckBodySchema,
  reviewBodySchema,
  reviewListResponseSchema,
  reviewModerationBodySchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
  reviewResponseSchema,
} from '../reviews/reviews.ts';
export { postBodySchema, postListResponseSchema, postResponseSchema } from '../blog/post.ts';
export { savedListingsResponseSchema, saveToggleResponseSchema } from '../listings/saved.ts';
export { mapQuerySchema, mapResponseSchema, searchQuerySchema, searchResponseSchema } from '../search/search.ts';
export {
  authResponseSchema,
  verifyEmailResponseSchema,
  avatarResponseSchema,
  deleteAccountBodySchema,
  googleSignInBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resendVerificationBodySchema,
  signInBodySchema,
  signUpBodySchema,
  userUpdateBodySchema,
  userUpdateResponseSchema,
  verifyEmailBodySchema,
} from '../accounts/user.ts';

export {
  tenancyAnswerBodySchema,
  tenancyCancelBodySchema,
  tenancyDecisionBodySchema,
  tenancyDeductionsBodySchema,
  tenancyInventoryAnswerBodySchema,
  tenancyKeysBodySchema,
  tenancyMoveOutBodySchema,
  tenancyNoticeBodySchema,
  tenancyProblemBodySchema,
  tenancyRequestBodySchema,
  tenancySignBodySchema,
  tenancyTermsBodySchema,
} from '../tenancies/tenancy.ts';
export { tenanciesResponseSchema, tenancyResponseSchema } from '../tenancies/tenancy-answer.ts';
export {
  jobBodySchema,
  jobCancelBodySchema,
  jobDecisionBodySchema,
  jobDoneBodySchema,
  jobProblemBodySchema,
  quoteBodySchema,
} from '../jobs/job.ts';
export { jobResponseSchema, jobsResponseSchema, quoteResponseSchema } from '../jobs/job-answer.ts';
export { jobQuoteParamSchema } from '../core/inputs.ts';
export {
  agencyBodySchema,
  agencyInviteBodySchema,
  agencyLeadParamSchema,
  agencyMemberBodySchema,
  agencyMemberParamSchema,
  agencyParamSchema,
  impressionsBodySchema,
  inviteTokenParamSchema,
  leadUpdateBodySchema,
  statsQuerySchema,
} from '../agencies/agency.ts';
export {
  agenciesResponseSchema,
  agencyInviteResponseSchema,
  agencyResponseSchema,
  countedResponseSchema,
  importResponseSchema,
  inviteViewResponseSchema,
  leadResponseSchema,
  leadsResponseSchema,
  statsResponseSchema,
} from '../agencies/agency-answer.ts';
export {
  agencyEarbBodySchema,
  agencyEarbQueueResponseSchema,
  agencyEarbResponseSchema,
} from '../agencies/earb-check.ts';

/** The error answer ({ success: false, message, errors? }) at each status given. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

export const redirect = (description: string): RawAnswer => ({ raw: true, description });
export const file = (contentType: string, description: string): RawAnswer => ({
  raw: true,
  contentType,
  description,
});
export {
  consentBodySchema,
  consentSavedResponseSchema,
  consentsResponseSchema,
  dataExportsResponseSchema,
  deletionPreviewSchema,
  exportParamSchema,
  exportStartedResponseSchema,
  smsInboundSchema,
} from '../accounts/privacy.ts';
export { receiptResponseSchema } from '../bookings/receipts.ts';
export {
  adultBodySchema,
  caretakerAnswerBodySchema,
  caretakerRequestsResponseSchema,
  termsBodySchema,
} from '../accounts/standing.ts';
export {
  checkDocumentAnswerSchema,
  checkDocumentKindSchema,
  checkDocumentsResponseSchema,
  moderatorDocumentsResponseSchema,
} from '../accounts/check-documents.ts';

export { ussdBodySchema } from '../channels/ussd.ts';
export { whatsappVerifyQuerySchema, whatsappWebhookSchema } from '../channels/whatsapp.ts';
