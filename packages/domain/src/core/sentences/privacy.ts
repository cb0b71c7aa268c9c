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
};
