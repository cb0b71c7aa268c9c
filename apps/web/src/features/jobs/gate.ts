// The router reaches the jobs' screens through this small module, as it does the tenancies'
// (features/tenancies/gate.ts): the list of files a bundler writes beside an import() then
// sits in this gate's chunk, not in the app's start.
export const loadJobPages = () => import('./pages');
