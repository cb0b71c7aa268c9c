export { channelRoutes } from './routes.ts';
export { whatsappRoutes } from './whatsapp-routes.ts';
