import { useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@nyumba/domain';

interface SwipeHandlers {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}

/**
 * Horizontal swipes over the threshold (spec: more than 50 px) on touch, pen
 * or mouse. Pair with `touch-action: pan-y` so vertical scrolling stays native.
 * `wasSwipe()` lets a click handler ignore the click a mouse drag produces.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: SwipeHandlers) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
        swiped.current = true;
        if (dx < 0) onSwipeLeft();
        else onSwipeRight();
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    wasSwipe(): boolean {
      const result = swiped.current;
      swiped.current = false;
      return result;
    },
  };
}

/** Next index with wrap-around, for carousels and the gallery. */
export function stepIndex(index: number, step: 1 | -1, total: number): number {
  if (total <= 0) return 0;
  return (index + step + total) % total;
}
