export { userPhoneRoutes } from './phone-routes.ts';
export { userRoutes } from './routes.ts';
export { standingRoutes } from './standing-routes.ts';
