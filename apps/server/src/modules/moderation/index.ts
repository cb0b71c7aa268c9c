export { moderationRoutes } from './routes.ts';
export { subjectLogs } from './queue-service.ts';
export { lockSubject, logDecision, mailOwner, setSubjectState } from './subjects.ts';
export type { Decider, NoticeDeps } from './subjects.ts';
export { canSeeHidden, listingIsPublic, listingIsVisible, moderationStatus, postIsPublic } from './visibility.ts';
export type { Viewer } from './visibility.ts';
