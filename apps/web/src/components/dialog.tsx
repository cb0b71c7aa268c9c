import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useScreenPresence } from './screen-scope';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab can reach, in order. Controls inside a collapsed section (the
 * `hidden` attribute, display:none) are skipped: if the last one were hidden, Tab
 * from the last visible control would leave the dialog instead of wrapping.
 */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]'),
  );
}

// Several dialogs can be open at once (a confirm over a gallery); the page
// behind stays inert until the last one closes.
let openCount = 0;

function lockPage(): () => void {
  const root = document.getElementById('root');
  const overflow = document.body.style.overflow;
  openCount += 1;
  if (root) root.inert = true;
  document.body.style.overflow = 'hidden';
  return () => {
    openCount -= 1;
    if (openCount > 0) return;
    if (root) root.inert = false;
    document.body.style.overflow = overflow;
  };
}

/** Marks the history entry a dialog added; the count tells nested dialogs apart. */
const HISTORY_MARK = 'nyumbaDialog';
let dialogSeq = 0;

/** Settles once the Back a closing dialog asked for has happened. */
let leaving: Promise<void> | null = null;

function goBack() {
  leaving = new Promise((resolve) => {
    window.addEventListener(
      'popstate',
      () => {
        leaving = null;
        resolve();
      },
      { once: true },
    );
  });
  window.history.back();
}

/** Resolves once any dialog that just closed has taken its history entry back off. */
export function dialogHistorySettled(): Promise<void> {
  return leaving ?? Promise.resolve();
}

const historyMark = (): unknown => (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK];

/**
 * While a dialog is open, an entry of its own in the history, so the phone's Back closes
 * the dialog instead of leaving the page; closing it any other way takes that entry
 * back off, so opening and closing never grows the history. The entry keeps the
 * router's state (same key, same URL), so the router sees the same location.
 */
function useHistoryEntry(close: () => void) {
  const screen = useScreenPresence();
  useEffect(() => {
    dialogSeq += 1;
    const mark = dialogSeq;
    let pushed = false;
    let cancelled = false;
    let poppedOff = false;
    const onPop = () => {
      // Back from a dialog opened over this one lands on this one's entry: stay open.
      if (historyMark() === mark) return;
      poppedOff = true;
      close();
    };
    const push = () => {
      if (cancelled) return;
      const state = (window.history.state as Record<string, unknown> | null) ?? {};
      window.history.pushState({ ...state, [HISTORY_MARK]: mark }, '');
      pushed = true;
      window.addEventListener('popstate', onPop);
    };
    // A dialog closed a moment ago is still taking its entry off (Back is asynchronous):
    // add this one's after that, or that Back would land on it and close this dialog.
    if (leaving) void leaving.then(push);
    else push();
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
      // Closed by its button, Escape or its action: take the entry off, also when what
      // opened it has gone meanwhile (a deleted card, a map popup the map redrew) while its
      // page stays. Not when the page went away with it (deleting the account swaps the
      // page for a redirect to sign in): the app is moving on, and going back would undo
      // that navigation. Nor when the entry is gone already.
      const pageStays = !screen?.left;
      if (pushed && !poppedOff && pageStays && historyMark() === mark) goBack();
    };
    // Once per opening: the dialog is mounted only while open.
  }, []);
}

interface DialogProps {
  onClose: () => void;
  children: ReactNode;
  /** Id of the visible title; use `label` when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  className?: string;
  /** Element to focus on open; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog rendered over the page: role=dialog with aria-modal, focus
 * kept inside while open, Escape closes, and focus goes back to whatever
 * opened it. Mount it only while open.
 */
export function Dialog({ onClose, children, labelledBy, label, describedBy, className, initialFocus }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open/close effect on every render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useHistoryEntry(() => closeRef.current());

  // A layout effect: focus is inside before the browser paints or handles another
  // key, so an arrow or Enter pressed right after opening reaches the dialog, not the
  // button behind it.
  useLayoutEffect(() => {
    // Whatever had the focus when the dialog opened; it gets the focus back on closing.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPage();
    const container = ref.current;
    const target = initialFocus?.current ?? (container ? focusableIn(container)[0] : undefined) ?? container;
    target?.focus();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog is mounted only while open.
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusableIn(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={className}
    >
      {children}
    </div>,
    document.body,
  );
}
