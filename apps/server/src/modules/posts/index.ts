export { postRoutes } from './routes.ts';
export { getPost, pagePosts, writtenBy } from './service.ts';
