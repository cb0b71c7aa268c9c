// The router reaches the privacy screens through this small module, as it does the bookings'
// (features/bookings/gate.ts): the list of files a bundler writes beside an import() then sits
// in this gate's chunk, not in the app's start.
export const loadPrivacyScreen = () => import('./privacy-screen');
