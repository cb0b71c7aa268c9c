// See load.ts: the second step, whose chunk holds the schemas' preload list.
export const loadSchemas = () => import('./schemas.ts');
