// Strings of the saved listings screen and the save toggle.
export const saved = {
  title: 'Saved Listings',
  logIn: 'Please log in to view saved listings',
  signIn: 'Sign in',
  loading: 'Loading saved listings...',
  failed: 'Failed to fetch saved listings',
  retry: 'Try again',
  empty: 'No saved listings found.',
  browse: 'Find homes and pros',
  remove: 'Remove {{name}} from saved listings',
  removeTitle: 'Remove from saved',
  toggle: {
    label: 'Save {{name}}',
    saveTitle: 'Save',
    savedTitle: 'Saved',
    saveFailed: 'Could not save. Please try again.',
    removeFailed: 'Could not remove. Please try again.',
  },
} as const;
