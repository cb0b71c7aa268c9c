export { longDate } from './booking-dates.ts';
export { bookingMail, peopleOf } from './booking-mail.ts';
export type { BookingMailDeps } from './booking-mail.ts';
export { bookingJobs } from './jobs.ts';
export { stayRoutes } from './stay-routes.ts';
export { viewingRoutes } from './viewing-routes.ts';
export { viewingsOf } from './viewing-read.ts';
export { answerViewing, cancelViewing } from './viewing-service.ts';
