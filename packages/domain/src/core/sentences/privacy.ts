import {
  ACCOUNT_DELETE_BLOCKED,
  CONSENT_PURPOSE_INVALID,
  CONSENT_SAVED,
  EXPORT_NOT_FOUND,
  EXPORT_STARTED,
  EXPORT_TOO_SOON,
  SMS_INBOUND_STOPPED,
} from '../../accounts/privacy.ts';

export const privacySentences = {
  'privacy.export-started': EXPORT_STARTED,
  'privacy.export-too-soon': EXPORT_TOO_SOON,
  'privacy.export-not-found': EXPORT_NOT_FOUND,
  'privacy.consent-saved': CONSENT_SAVED,
  'privacy.consent-purpose-invalid': CONSENT_PURPOSE_INVALID,
  'privacy.account-delete-blocked': ACCOUNT_DELETE_BLOCKED,
  'privacy.sms-inbound-stopped': SMS_INBOUND_STOPPED,
};
