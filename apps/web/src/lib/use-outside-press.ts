import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when the pointer goes down outside `ref` while `active`.
 * Listens in the capture phase because Leaflet and other widgets stop the
 * propagation of presses on themselves, and a press on them still counts as outside.
 */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useRef(onOutside);
  callback.current = onOutside;

  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target;
      if (target instanceof Node && ref.current && !ref.current.contains(target)) callback.current();
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [ref, active]);
}
