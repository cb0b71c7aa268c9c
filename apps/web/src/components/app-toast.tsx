import { useEffect } from 'react';
import { create } from 'zustand';

/** What an action says it did, with at most one way to take it back (Undo). */
export interface Notice {
  message: string;
  action?: { label: string; run: () => void };
  /** Changes on every notice so the same text twice is announced twice. */
  key: number;
}

const useNotices = create<{ notice: Notice | null }>(() => ({ notice: null }));

/** Long enough to read; longer when there is an Undo to reach. */
export const NOTICE_MS = 4000;
export const NOTICE_WITH_ACTION_MS = 8000;

/**
 * A short confirmation after an action, shown by the shell (app/layout.tsx), so it
 * survives the navigation many actions end with (sign-out goes to /sign-in, a
 * published post to My Posts). Any feature may call it.
 */
export function notify(message: string, action?: Notice['action']): void {
  useNotices.setState(({ notice }) => ({ notice: { message, action, key: (notice?.key ?? 0) + 1 } }));
}

export function dismissNotice(): void {
  useNotices.setState({ notice: null });
}

/**
 * The live region for notices: present (empty) from the first render, because screen
 * readers only announce changes to a region they already know about. Kept above the
 * bottom bar (0 from 1024 px, index.css).
 */
export function AppToast() {
  const notice = useNotices((state) => state.notice);
  // The shown notice hides itself; a newer one starts its own time.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, notice.action ? NOTICE_WITH_ACTION_MS : NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-app-toast
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom)+1rem)] z-[60] flex justify-center px-4"
    >
      {notice ? (
        <p
          key={notice.key}
          className="pointer-events-auto flex items-center gap-3 rounded-full bg-stone-900 py-1 pr-1 pl-4 text-sm font-medium text-white shadow-lg"
        >
          <span className="py-2 pr-3">{notice.message}</span>
          {notice.action ? (
            <button
              type="button"
              className="min-h-11 rounded-full px-4 font-semibold text-brand-200 underline-offset-2 hover:underline focus-visible:outline-white"
              onClick={() => {
                const { run } = notice.action!;
                dismissNotice();
                run();
              }}
            >
              {notice.action.label}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
