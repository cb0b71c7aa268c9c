// The messages feature's entry: its screens (lazy in app/router.tsx), the navigation badge.
export { ConversationPage } from './conversation-page';
export { InboxPage } from './inbox-page';
export { NewMessagePage } from './new-message-page';
export { UnreadBadge } from './unread-badge';
