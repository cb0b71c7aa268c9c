import {
  ACCOUNT_DELETE_BLOCKED,
  CONSENT_PURPOSE_INVALID,
  CONSENT_SAVED,
  EXPORT_NOT_FOUND,
  EXPORT_STARTED,
  EXPORT_TOO_SOON,
  SMS_INBOUND_RECEIVED,
  SMS_INBOUND_STOPPED,
} from '../../accounts/privacy.ts';
import { RECEIPT_NOT_FOUND, RECEIPT_NOT_YET } from '../../bookings/receipts.ts';
import { PRICE_CHANGED } from '../../bookings/payments.ts';
import { STAY_NEEDS_TRA_LICENCE } from '../../bookings/stays.ts';
import { TRA_LICENCE_ERROR } from '../../listings/listing-facts.ts';
import * as standing from '../../accounts/standing.ts';
import * as documents from '../../accounts/check-documents.ts';
import { COURT_ORDER_ONLY_REMOVES, LEGAL_HOLD_LIFTED, LEGAL_HOLD_PLACED } from '../../moderation/moderation.ts';

export const privacySentences = {
  'privacy.export-started': EXPORT_STARTED,
  'privacy.export-too-soon': EXPORT_TOO_SOON,
  'privacy.export-not-found': EXPORT_NOT_FOUND,
  'privacy.consent-saved': CONSENT_SAVED,
  'privacy.consent-purpose-invalid': CONSENT_PURPOSE_INVALID,
  'privacy.account-delete-blocked': ACCOUNT_DELETE_BLOCKED,
  'privacy.sms-inbound-stopped': SMS_INBOUND_STOPPED,
  'privacy.sms-inbound-received': SMS_INBOUND_RECEIVED,
  'privacy.legal-hold-placed': LEGAL_HOLD_PLACED,
  'privacy.legal-hold-lifted': LEGAL_HOLD_LIFTED,
  'privacy.court-order-only-removes': COURT_ORDER_ONLY_REMOVES,
  'receipt.not-found': RECEIPT_NOT_FOUND,
  'receipt.not-yet': RECEIPT_NOT_YET,
  'payment.price-changed': PRICE_CHANGED,
  'stay.needs-tra-licence': STAY_NEEDS_TRA_LICENCE,
  'listing.tra-licence-format': TRA_LICENCE_ERROR,
  'labels.earb-not-this-year': standing.EARB_CERTIFICATE_NOT_THIS_YEAR,
  'labels.earb-year-missing': standing.EARB_CERTIFICATE_YEAR_MISSING,
  'labels.earb-year-format': standing.EARB_YEAR_ERROR,
  'labels.role-invalid': standing.LISTER_ROLE_ERROR,
  'labels.landlord-phone-required': standing.LANDLORD_PHONE_REQUIRED,
  'labels.caretaker-not-found': standing.CARETAKER_REQUEST_NOT_FOUND,
  'labels.caretaker-needs-phone': standing.CARETAKER_NEEDS_PROVEN_PHONE,
  'labels.caretaker-confirmed': standing.CARETAKER_CONFIRMED,
  'labels.caretaker-refused': standing.CARETAKER_REFUSED,
  'labels.agent-granted': standing.AGENT_LABEL_GRANTED,
  'labels.agent-taken-back': standing.AGENT_LABEL_TAKEN_BACK,
  'labels.adult-required': standing.ADULT_REQUIRED,
  'labels.adult-confirmed': standing.ADULT_CONFIRMED,
  'labels.terms-accepted': standing.TERMS_ACCEPTED,
  'labels.terms-not-current': standing.TERMS_NOT_CURRENT,
  'documents.kind-invalid': documents.CHECK_DOCUMENT_KIND_ERROR,
  'documents.type': documents.CHECK_DOCUMENT_TYPE_ERROR,
  'documents.too-big': documents.CHECK_DOCUMENT_TOO_BIG,
  'documents.too-many': documents.CHECK_DOCUMENTS_TOO_MANY,
  'documents.not-found': documents.CHECK_DOCUMENT_NOT_FOUND,
  'documents.saved': documents.CHECK_DOCUMENT_SAVED,
  'documents.deleted': documents.CHECK_DOCUMENT_DELETED,
  'documents.send-multipart': 'Send the document as multipart/form-data: the field "kind", then the field "file"',
};
