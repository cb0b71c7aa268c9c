import { create } from 'zustand';

/**
 * Unread messages, for the badge in the header and the bottom bar: set by the inbox, by
 * reading, and by the live stream (live-stream.tsx). Small on purpose: the navigation
 * imports it in every first load; the stream and the screens come later.
 */
export const useUnreadStore = create<{ unread: number; setUnread: (unread: number) => void }>((set) => ({
  unread: 0,
  setUnread: (unread) => set({ unread: Math.max(0, unread) }),
}));
