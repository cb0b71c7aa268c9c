export const loadSchemas = () => import('./schemas.ts');
