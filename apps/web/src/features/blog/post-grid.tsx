import type { ReactNode } from 'react';

/** The spec's responsive grid: 1, 2 or 3 columns by width. */
export function PostGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
