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
  /** Every list that comes a page at a time (components/load-more.tsx). */
  list: { loadMore: 'Load more', loadingMore: 'Loading more…', retry: 'Try again' },
} as const;
