export { channelRoutes } from './routes.ts';
