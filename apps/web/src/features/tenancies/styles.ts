/** The primary button, greyed while busy: aria-disabled keeps it focusable and announced (the global class has no busy look). */
export const primaryButton = 'btn-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
