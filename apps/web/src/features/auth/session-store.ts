import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SessionUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  avatar?: string;
  photoURL?: string;
}

interface SessionState {
  currentUser: SessionUser | null;
  setUser: (user: SessionUser) => void;
  clearUser: () => void;
}

/** Spec section 3: one persisted slice stored under 'persist:root', version 1. */
export const SESSION_STORAGE_KEY = 'persist:root';
export const SESSION_STORAGE_VERSION = 1;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      currentUser: null,
      setUser: (user) => set({ currentUser: user }),
      clearUser: () => set({ currentUser: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STORAGE_VERSION,
      // localStorage is synchronous, so the user is restored before the first
      // render (the spec holds rendering until restore, with no loading UI).
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ currentUser: state.currentUser }),
    },
  ),
);

/** The id of a usable signed-in user, tolerating either id field. */
export function sessionUserId(user: SessionUser | null): string | null {
  return user?._id || user?.id || null;
}

export const selectCurrentUser = (state: SessionState) => state.currentUser;

// Signing in or out in another tab updates this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
  });
}
