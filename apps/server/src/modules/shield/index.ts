/*
 * The scam shield's face (docs/scam-shield.md): the photo prints every stored photo gets,
 * the copy check a written listing goes through, the moderators' rulings between a copy and
 * its original, the hold on a listing whose name reads like a link, a number or a payment,
 * and the new lister's limit. A message's money signals are read where messages are sent
 * (messages/send-service.ts) by the domain's shield/scam-shield.ts; a username's signals are
 * refused by the domain's username schema (accounts/user.ts).
 */
export { DESCRIPTION_SIMILARITY, holdCopies } from './copy-check.ts';
export { mailHeldCopy } from './copy-notice.ts';
export { logNameDecision, nameDecision } from './name-hold.ts';
export { storePhotoPrint } from './hash-store.ts';
export { assertMayPublish } from './new-lister-limit.ts';
export { photoPrint, PRINT_VERSION } from './photo-hash.ts';
export { shieldRoutes } from './routes.ts';
