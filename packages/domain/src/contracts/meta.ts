import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const health = defineContract({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'meta',
  schemas: () => load().then((s) => ({ responses: { 200: s.healthResponseSchema } })),
});

export const healthLive = defineContract({
  id: 'healthLive',
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
  tag: 'meta',
  schemas: () => load().then((s) => ({ responses: { 200: s.liveResponseSchema } })),
});

export const healthReady = defineContract({
  id: 'healthReady',
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  tag: 'meta',
  schemas: () => load().then((s) => ({ responses: { 200: s.readyResponseSchema, ...s.errors(503) } })),
});

export const publicConfig = defineContract({
  id: 'publicConfig',
  method: 'GET',
  path: '/api/config',
  access: 'public',
  tag: 'meta',
  schemas: () => load().then((s) => ({ responses: { 200: s.publicConfigSchema } })),
});

export const openApiDocument = defineContract({
  id: 'openApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  tag: 'meta',
  schemas: () => load().then((s) => ({ responses: { 200: s.openApiDocumentSchema } })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const metaSummaries = {
  health: 'Liveness and database check, for load balancers',
  healthLive: 'Liveness for a process manager: the process answers (no database call)',
  healthReady: 'Readiness for a load balancer: the database answers and every migration is applied (503 otherwise)',
  publicConfig: 'The settings the web app needs: image host, map tiles, contact lines, Google sign-in on or off',
  openApiDocument: 'This API described in OpenAPI 3, generated from the contracts',
};
