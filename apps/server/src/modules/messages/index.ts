export { listerReplied } from './contact.ts';
export { appendEvents } from './events.ts';
export { messageJobs } from './jobs.ts';
export { notificationSource } from './notifications.ts';
export { messageRoutes } from './routes.ts';
export { startConversationIn } from './send-service.ts';
