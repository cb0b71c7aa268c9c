import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The answer to something the visitor just did ("Request sent"), where the form was: brought
 * into view and focused when it appears, so a phone's reader sees it whatever was scrolled
 * (a long form left it a screen above), and announced (role="status") to screen readers.
 * Draw it only once the action is done: it takes the focus when it mounts.
 */
export function Confirmation({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.scrollIntoView?.({ block: 'center' });
    box.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={`focus:outline-none ${className}`}>
      {children}
    </div>
  );
}
