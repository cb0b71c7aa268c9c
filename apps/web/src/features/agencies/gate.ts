// The router reaches the agencies' screens through this small module, as it does the jobs'
// (features/jobs/gate.ts): the list of files a bundler writes beside an import() then sits in
// this gate's chunk, not in the app's start.
export const loadAgencyPages = () => import('./pages');
