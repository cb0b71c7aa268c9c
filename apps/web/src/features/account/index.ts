// The account feature's public face. Nothing else imports its parts; its screens (profile,
// settings) load by file from app/router.tsx so each stays in its own chunk.
export { ProfilePage } from './profile-page';
export { SettingsPage } from './settings-page';
