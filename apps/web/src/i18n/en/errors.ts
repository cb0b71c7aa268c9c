// Strings of the not-found page and the route error screen.
export const errors = {
  notFound: {
    title: 'Page not found',
    body: 'We could not find that page. It may have moved, or the link may be wrong.',
    goHome: 'Go to Home',
  },
  route: {
    title: 'Something went wrong',
    body: 'This screen could not load. Check your connection and try again.',
    reload: 'Try again',
  },
} as const;
