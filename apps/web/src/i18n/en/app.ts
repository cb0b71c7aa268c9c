// Strings of the app shell: its name, document titles, loading text and footer.
export const app = {
  name: 'Nyumba',
  homeLinkLabel: 'Nyumba, go to the home page',
  skipToContent: 'Skip to content',
  documentTitle: '{{page}} · Nyumba',
  loading: 'Loading…',
  notBuiltYet: 'This screen is not built yet.',
  footerTagline: 'Homes and trusted home pros across Kenya.',
  footerCopyright: '© {{year}} Nyumba',
  /** Confirmations after an action (components/app-toast.tsx). */
  notices: {
    signedOut: 'You are signed out.',
    listingDeleted: 'Listing deleted.',
    postPublished: 'Post published.',
    postUpdated: 'Post updated.',
    savedRemoved: 'Removed from your saved listings.',
    undo: 'Undo',
    undoFailed: 'Could not put it back. Please try again.',
    accountDeleted: 'Your account was deleted.',
  },
  /** Local drafts of the listing form and the post editor (lib/drafts.ts). */
  drafts: {
    offer: 'You have an unsaved draft from {{when}}.',
    restore: 'Restore draft',
    discard: 'Discard',
    leaveTitle: 'Leave without submitting? What you typed stays as a draft on this device.',
    leave: 'Leave',
    stay: 'Keep editing',
  },
  /**
   * The language switch (features/language): it names the other language in that
   * language, so someone who cannot read this one still finds it.
   */
  language: {
    label: 'Language',
    other: 'Kiswahili',
    switchTo: 'Badilisha lugha: Kiswahili',
    current: 'English',
  },
  /** Without a connection (lib/offline.ts, components/offline-banner.tsx). */
  offline: {
    banner: 'You are offline. What you see was saved on this phone earlier.',
    form: 'You are offline. What you type is kept here; you can send it once you are back online.',
    title: 'You are offline',
    notKept:
      'This page was not saved on this phone. Pages you opened before, and your saved listings, still open without a connection.',
    retry: 'Try again',
    saved: 'Saved listings',
  },
  /** Every list that comes a page at a time (components/load-more.tsx). */
  list: { loadMore: 'Load more', loadingMore: 'Loading more…', retry: 'Try again' },
} as const;
