// The alerts feature's public face: "Alert me" on the search and map screens. Its screens
// (My alerts, unsubscribe) load by file from app/router.tsx, each in its own chunk.
export { AlertButton } from './alert-button';
