/** What an SMS notice may be about (Settings chooses; an account with no e-mail gets all by default). */
export const SMS_NOTICE_KINDS = ['message', 'booking', 'reminder', 'stay'] as const;
export type SmsNoticeKind = (typeof SMS_NOTICE_KINDS)[number];
