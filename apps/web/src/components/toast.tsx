import { useCallback, useEffect, useRef, useState } from 'react';

export interface ToastState {
  message: string;
  /** Changes on every show so the same text twice is announced twice. */
  key: number;
}

/** A short confirmation that hides itself, e.g. 'Phone number copied!'. */
export function useToast(durationMs = 3000) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (message: string) => {
      clearTimeout(timer.current);
      setToast((previous) => ({ message, key: (previous?.key ?? 0) + 1 }));
      timer.current = setTimeout(() => setToast(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show };
}

/**
 * A polite live region: present (empty) from the first render, because screen
 * readers only announce changes to a region they already know about.
 */
export function Toast({ toast }: { toast: ToastState | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex justify-center px-4"
    >
      {toast ? (
        <p key={toast.key} className="rounded-full bg-stone-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
