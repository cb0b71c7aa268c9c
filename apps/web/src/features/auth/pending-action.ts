/**
 * An action a signed-out person started (Save, and later an alert or a report) kept
 * across the trip to sign in, so it completes when they come back signed in instead
 * of being forgotten. Kept in sessionStorage: this tab only, gone when it closes,
 * and stale after PENDING_ACTION_TTL_MS so an old tap never fires much later.
 *
 * A feature calls `rememberPendingAction(kind, payload)` before sending the person
 * to sign in (with the page to come back to), and on that page, once signed in,
 * `takePendingAction(kind, matches)` gives the payload back exactly once.
 */
const STORAGE_KEY = 'nyumba:pending-action';
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000;

interface Stored {
  kind: string;
  payload: unknown;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the action is simply not kept.
    return null;
  }
}

export function rememberPendingAction(kind: string, payload: unknown): void {
  const stored: Stored = { kind, payload, at: Date.now() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Quota or privacy mode: nothing to keep, the person taps again after signing in.
  }
}

function read(): Stored | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    if (typeof value.kind !== 'string' || typeof value.at !== 'number') return null;
    return value as Stored;
  } catch {
    return null;
  }
}

/**
 * The payload of a pending action of this kind that `matches`, removed so it runs once;
 * null when there is none. A stale one is dropped.
 */
export function takePendingAction<T>(kind: string, matches: (payload: T) => boolean = () => true): T | null {
  const stored = read();
  if (!stored) return null;
  if (Date.now() - stored.at > PENDING_ACTION_TTL_MS) {
    storage()?.removeItem(STORAGE_KEY);
    return null;
  }
  if (stored.kind !== kind || !matches(stored.payload as T)) return null;
  storage()?.removeItem(STORAGE_KEY);
  return stored.payload as T;
}
