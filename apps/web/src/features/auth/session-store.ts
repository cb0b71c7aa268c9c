import { isLanguage, type Language } from '@nyumba/domain';
import { create } from 'zustand';
import { forgetPersonalPages } from '../../lib/offline';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SessionUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  avatar?: string;
  photoURL?: string;
  /** Absent in a copy stored before the server said; the next check of the session fills it. */
  emailVerified?: boolean;
  googleOnly?: boolean;
  /** What their public page shows besides the name (empty when not set). */
  businessName?: string;
  about?: string;
  earbNumber?: string;
  agentVerified?: boolean;
  /** Named a moderator by the server: the app shows the moderation tools. */
  moderator?: boolean;
  /** The language the account uses; the app follows it after signing in. */
  language?: Language;
  /** The account's proven sign-in number (E.164) and since when; absent until proven. */
  phone?: string;
  phoneVerifiedAt?: string;
  /** The SMS notices it gets (Settings). */
  smsNotices?: string[];
  /** False for an account made before sign-up asked (issue 58): listing and paying wait for it. */
  adultConfirmed?: boolean;
  /** The terms' version they accepted (null: none recorded); a newer one is shown once. */
  termsVersion?: string | null;
}

interface SessionState {
  currentUser: SessionUser | null;
  /**
   * True after the person signed out (or deleted the account) on purpose, so route
   * guards send them to plain /sign-in rather than offering to come back. Not persisted.
   */
  signedOut: boolean;
  /** Why the user was signed out, for the sign-in screen to say (not persisted). */
  notice: string | null;
  /** True while start-up asks the server who is signed in and nobody is stored yet. */
  checking: boolean;
  setUser: (user: SessionUser) => void;
  /** Forgets the user, e.g. when the server says the session is no longer valid. */
  clearUser: () => void;
  /** Sign-out, account deletion, a dead session: forget the user and clear the stored copy. */
  signOutLocally: (notice?: string) => void;
}

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** One persisted slice stored under 'persist:root', version 1 (docs/architecture.md, Sessions). */
export const SESSION_STORAGE_KEY = 'persist:root';
const SESSION_STORAGE_VERSION = 1;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      currentUser: null,
      signedOut: false,
      notice: null,
      checking: false,
      setUser: (user) => set({ currentUser: user, signedOut: false, notice: null }),
      clearUser: () => {
        set({ currentUser: null });
        void forgetPersonalPages();
      },
      signOutLocally: (notice) => {
        set({ currentUser: null, signedOut: true, notice: notice ?? null });
        useSessionStore.persist.clearStorage();
        // What the service worker kept of their screens goes with them.
        void forgetPersonalPages();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STORAGE_VERSION,
      // localStorage is synchronous, so the user is restored before the first
      // render (the spec holds rendering until restore, with no loading UI).
      // A server render (src/entry-server.tsx) has no localStorage and keeps nothing.
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? noStorage : localStorage)),
      partialize: (state) => ({ currentUser: state.currentUser }),
    },
  ),
);

/** The id of a usable signed-in user, tolerating either id field. */
export function sessionUserId(user: SessionUser | null): string | null {
  return user?._id || user?.id || null;
}

export const selectCurrentUser = (state: SessionState) => state.currentUser;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The user in an auth answer: the payload's `user` field or the payload itself
 * (as older clients read it), or null when it does not look like a user at all.
 */
export function toSessionUser(payload: unknown): SessionUser | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const source = (typeof record.user === 'object' && record.user !== null ? record.user : record) as Record<
    string,
    unknown
  >;
  const id = text(source._id) || text(source.id);
  if (!id) return null;
  const user: SessionUser = { _id: id, id, username: text(source.username), email: text(source.email) };
  const avatar = text(source.avatar) || text(source.photoURL);
  if (avatar) user.avatar = avatar;
  if (typeof source.emailVerified === 'boolean') user.emailVerified = source.emailVerified;
  if (typeof source.googleOnly === 'boolean') user.googleOnly = source.googleOnly;
  if (typeof source.agentVerified === 'boolean') user.agentVerified = source.agentVerified;
  if (source.moderator === true) user.moderator = true;
  if (typeof source.adultConfirmed === 'boolean') user.adultConfirmed = source.adultConfirmed;
  if (typeof source.termsVersion === 'string' || source.termsVersion === null) user.termsVersion = source.termsVersion;
  if (isLanguage(source.language)) user.language = source.language;
  for (const key of ['businessName', 'about', 'earbNumber', 'phone', 'phoneVerifiedAt'] as const) {
    if (typeof source[key] === 'string') user[key] = source[key];
  }
  if (Array.isArray(source.smsNotices)) user.smsNotices = source.smsNotices.filter((kind) => typeof kind === 'string');
  return user;
}

// Signing in or out in another tab updates this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  });
}
