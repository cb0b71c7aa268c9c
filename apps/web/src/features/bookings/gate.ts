// The router reaches the bookings screens through this small module (as the contracts reach
// their schemas, packages/domain/src/contracts/load.ts): a bundler writes, beside each
// import(), the files to preload with its target, and those of the bookings screens would
// otherwise ride in the app's start. Behind the gate they sit in the gate's own chunk.
export const loadBookingPages = () => import('./pages');
