export { composeMail, escapeHtml } from './compose.ts';
export type { MailContent } from './compose.ts';
export { mailTexts } from './mail-texts.ts';
export { claimRecipientMail, pruneRecipientMails } from './recipient-cap.ts';
export { createMailer, outboxDirectory } from './transport.ts';
