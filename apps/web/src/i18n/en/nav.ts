// Labels of the main navigation bar.
export const nav = {
  label: 'Main',
  blog: 'Blog',
  saved: 'Saved',
  home: 'Home',
  search: 'Search',
  profile: 'Profile',
} as const;
