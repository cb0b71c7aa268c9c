/** Loads the response schemas on first use; callers pass the promise, so the download overlaps the API call. */
export const apiSchemas = () => import('./response-schemas');
