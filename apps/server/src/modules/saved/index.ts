export { savedRoutes } from './routes.ts';
