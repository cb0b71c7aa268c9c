// Everything of tenancies another part of the app draws, behind one import: the two screens
// (through the router's gate) and the parts other screens draw (lazy-parts.ts), one file.
export { TenanciesScreen } from './tenancies-screen';
export { default as TenancyRequestPanel } from './tenancy-request-panel';
export { default as TenancyQueue } from './tenancy-queue';
