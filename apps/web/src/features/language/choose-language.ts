import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, updateAccount, type Language } from '@nyumba/domain';
import { loadLanguage, loadServerMessages } from '../../i18n';
import { call } from '../../lib/api-client';
import { toSessionUser, useSessionStore } from '../auth';

/**
 * Shows the app in `language` at once, and keeps the choice on this device: the cookie
 * makes every page the server draws come in it, `<html lang>` tells screen readers and
 * the browser's translator.
 */
export async function showLanguage(language: Language): Promise<void> {
  await Promise.all([loadLanguage(language), loadServerMessages(language)]);
  document.documentElement.lang = language;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The switch: this device at once, and the account too when someone is signed in, so
 * their mails come in it and their other devices follow when they next sign in.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  const user = useSessionStore.getState().currentUser;
  if (!user) return;
  try {
    const updated = await call(updateAccount, {
      params: { id: user.id },
      body: { language },
      read: (body) => toSessionUser(body) ?? undefined,
    });
    if (useSessionStore.getState().currentUser?.id === updated.id) useSessionStore.getState().setUser(updated);
  } catch {
    // The device keeps the choice; the account learns it at the next switch or sign-in.
  }
}
