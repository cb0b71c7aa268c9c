import { safeNextPath } from './next-path';

/**
 * Where to take a new member once their address is confirmed: the screen they were on when
 * confirming stood in their way (the listing form, with the draft it keeps), or the `next`
 * they signed up for. Kept on this device for the life of the mailed link (24 hours), since
 * the mail may be read tomorrow; taken once.
 */
const KEY = 'nyumba.afterConfirm';
const TTL_MS = 24 * 60 * 60_000;

export function rememberAfterConfirm(path: string | null | undefined): void {
  const safe = safeNextPath(path);
  if (!safe) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path: safe, at: Date.now() }));
  } catch {
    // Storage refused: the link lands on home, as before.
  }
}

export function takeAfterConfirm(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > TTL_MS) return null;
    return safeNextPath(typeof path === 'string' ? path : null);
  } catch {
    return null;
  }
}
