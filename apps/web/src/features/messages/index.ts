// The messages feature's public face: the navigation's unread badge and the Settings row's
// mail choice. Its screens load by file from app/router.tsx, each in its own chunk.
export { UnreadBadge } from './unread-badge';
export { useMessageMails, useSetMessageMails } from './messages-api';
