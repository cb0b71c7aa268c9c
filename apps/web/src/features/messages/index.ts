// The messages feature's public face: the Settings row's mail choice. Its screens load by
// file from app/router.tsx, each in its own chunk.
export { useMessageMails, useSetMessageMails } from './messages-api';
