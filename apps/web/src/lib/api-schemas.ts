import type * as responseSchemas from './response-schemas';

type ResponseSchemas = typeof responseSchemas;

/** Loads the response schemas on first use; callers pass the promise, so the download overlaps the API call. */
export const apiSchemas = () => import('./response-schemas');

/** One response schema, loading with the call that checks its answer rather than with the screen. */
export function apiSchema<Name extends keyof ResponseSchemas>(name: Name): Promise<ResponseSchemas[Name]> {
  return apiSchemas().then((schemas) => schemas[name]);
}
