import { useEffect, useRef } from 'react';

/*
 * Local drafts of the listing form and the post editor: what a person typed
 * survives a closed tab, a dead battery or a tap on the wrong link. One entry per
 * user and per thing edited (a listing's id, or 'new'), on this device only; the
 * server never sees a draft until it is submitted.
 */

const PREFIX = 'nyumba:draft:';
/** A draft older than this is stale: the listing or post has likely moved on. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Writes wait for a pause in typing; localStorage is synchronous. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface Draft<T> {
  savedAt: number;
  value: T;
}

export function draftKey(userId: string, kind: 'listing' | 'post', id: string | null): string {
  return `${PREFIX}${userId}:${kind}:${id ?? 'new'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (some private modes) means no drafts, not a broken form.
    return null;
  }
}

/** The stored draft, if it is readable, recent and passes `accept`; otherwise null (and a bad entry is dropped). */
export function readDraft<T>(key: string, accept: (value: unknown) => T | null, now = Date.now()): Draft<T> | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!store || !raw) return null;
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; value?: unknown };
    const savedAt = typeof parsed.savedAt === 'number' ? parsed.savedAt : NaN;
    const value = accept(parsed.value);
    if (value !== null && now - savedAt >= 0 && now - savedAt < MAX_AGE_MS) return { savedAt, value };
  } catch {
    // Not ours, or cut short: fall through and drop it.
  }
  store.removeItem(key);
  return null;
}

export function writeDraft(key: string, value: unknown, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, value }));
  } catch {
    // A full storage loses the draft, never the form.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every draft on this device, e.g. on sign-out, so the next person cannot read them. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k) => k?.startsWith(PREFIX));
  for (const key of keys) if (key) store.removeItem(key);
}

export interface DraftAutosave {
  /** The value differs from the last saved one. */
  dirty: boolean;
  /** After a successful submit: drop the draft and stop keeping one. */
  finish(): void;
}

/**
 * Keeps `value` as the draft under `key` while `changed` (it differs from the listing
 * or post as last saved), after a pause in typing; changed back, the draft this form
 * wrote goes.
 */
export function useDraftAutosave(key: string | null, value: unknown, changed: boolean): DraftAutosave {
  const serialised = JSON.stringify(value);
  const dirty = changed;
  // `wrote`: a form opened with a draft waiting to be offered must not drop it unseen.
  const latest = useRef({ key, value, dirty, finished: false, wrote: false });
  latest.current = { ...latest.current, key, value, dirty };

  useEffect(() => {
    if (!key || latest.current.finished) return;
    const timer = setTimeout(() => {
      // A submit that succeeded while this pause ran dropped the draft: it stays dropped
      // (the form is still mounted until the next screen draws).
      if (latest.current.finished) return;
      if (dirty) {
        writeDraft(key, value);
        latest.current.wrote = true;
      } else if (latest.current.wrote) clearDraft(key);
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // The serialised form stands for value: a new object with the same content is no change.
  }, [key, serialised, dirty]);

  // Leaving before the pause ends (a tap on a link mid-sentence, or Android putting the
  // browser away, after which timers may never run) still keeps the last keystrokes.
  useEffect(() => {
    const flush = () => {
      const { key: k, value: v, dirty: d, finished } = latest.current;
      if (k && d && !finished) writeDraft(k, v);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);

  const finish = () => {
    latest.current.finished = true;
    if (latest.current.key) clearDraft(latest.current.key);
  };
  return { dirty: dirty && !latest.current.finished, finish };
}
