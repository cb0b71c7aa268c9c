// Tailwind class lists for buttons beside the global .btn-primary, kept here so
// shared UI does not need edits to the global stylesheet. Every button is at
// least 44 px tall (min-h-11) for thumbs.

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const buttonStyles = {
  secondary: `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`,
  danger: `${base} bg-red-700 text-white shadow-sm hover:bg-red-800`,
  /** Round 44 px icon button on light backgrounds. */
  icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 disabled:opacity-50',
  /** Round 44 px icon button over photos. */
  overlay:
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-black/55 text-white transition-colors hover:bg-black/75',
} as const;
