import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

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

  // A layout effect: focus is inside before the browser paints or handles another
  // key, so an arrow or Enter pressed right after opening reaches the dialog, not the
  // button behind it.
  useLayoutEffect(() => {
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
