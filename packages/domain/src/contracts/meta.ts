import { defineContract } from './contract.ts';

const load = () => import('./schemas.ts');

export const health = defineContract({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'meta',
  summary: 'Liveness and database check, for load balancers',
  schemas: () => load().then((s) => ({ responses: { 200: s.healthResponseSchema } })),
});

export const publicConfig = defineContract({
  id: 'publicConfig',
  method: 'GET',
  path: '/api/config',
  access: 'public',
  tag: 'meta',
  summary: 'The settings the web app needs: image host, map tiles, contact lines, Google sign-in on or off',
  schemas: () => load().then((s) => ({ responses: { 200: s.publicConfigSchema } })),
});

export const openApiDocument = defineContract({
  id: 'openApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  tag: 'meta',
  summary: 'This API described in OpenAPI 3, generated from the contracts',
  schemas: () => load().then((s) => ({ responses: { 200: s.openApiDocumentSchema } })),
});
