import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * Hydration in pieces (docs/decisions/0017-hydration-in-pieces.md).
 *
 * A server-drawn page is hydrated by one synchronous pass over all of it: on a mid-range
 * phone that is one task of several hundred milliseconds during which a tap does
 * nothing (Lighthouse's Total Blocking Time). A part wrapped in <HydrateLater> is left
 * as the server drew it during that pass, and hydrated afterwards on its own, one part
 * per task: those on screen first, then the rest in page order, and at once when the
 * visitor presses, taps or focuses inside it. Preact keeps a suspended part's markup
 * while hydrating (Suspense), and hydrates it into that markup when its promise settles.
 *
 * Outside the first hydration (a page drawn in the browser, a later visit) nothing waits.
 */

let hydrating = false;

/** Runs the first hydration; parts met during it wait for their turn. */
export function hydrateInPieces(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface Pending {
  element: HTMLElement;
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

const waiting: Pending[] = [];
const byElement = new WeakMap<Element, Pending>();
let planned = false;

function release(part: Pending): void {
  if (part.released) return;
  part.released = true;
  byElement.delete(part.element);
  waiting.splice(waiting.indexOf(part), 1);
  part.release();
}

const onScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
};

/** One part per task, so no task is longer than the largest part. */
function planNext(): void {
  if (planned) return;
  planned = true;
  setTimeout(() => {
    planned = false;
    const next = waiting.find((part) => onScreen(part.element)) ?? waiting[0];
    if (next) release(next);
    if (waiting.length > 0) planNext();
  }, 0);
}

// A press or focus inside a waiting part hydrates it before the click or key that
// follows arrives (the render runs in this event's microtasks).
function hydrateOnInteraction(event: Event): void {
  for (let node = event.target as Element | null; node; node = node.parentElement) {
    const part = byElement.get(node);
    if (part) release(part);
  }
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(type, hydrateOnInteraction, { capture: true, passive: true });
  }
}

function createPending(): Pending {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { element: null as unknown as HTMLElement, promise, release: settle, released: false };
}

// Its one element is what Preact keeps while the part waits (a suspended component keeps
// its first node), so whatever the part holds is kept whole.
function Held({ pending, className, children }: HydrateLaterProps & { pending: Pending | null }) {
  if (pending && !pending.released) throw pending.promise;
  return <div className={className}>{children}</div>;
}

interface HydrateLaterProps {
  children: ReactNode;
  /** The part's box. */
  className?: string;
}

/** A part of a server-drawn page hydrated after the rest, in a task of its own. */
export function HydrateLater({ children, className }: HydrateLaterProps) {
  const [pending] = useState(() => (hydrating ? createPending() : null));
  // An empty <template> marks where the part starts: it has no box, so it changes no
  // layout (spacing, grids), and it is hydrated with the page, so its effect can find
  // the part's element (the next one) while the part itself waits.
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    const element = marker.current?.nextElementSibling;
    if (!pending || pending.released || !(element instanceof HTMLElement)) return;
    pending.element = element;
    byElement.set(element, pending);
    waiting.push(pending);
    listen();
    planNext();
    // A part that leaves before its turn is forgotten (its promise never settles).
    return () => {
      byElement.delete(element);
      const at = waiting.indexOf(pending);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [pending]);
  return (
    <>
      <template ref={marker} />
      <Suspense fallback={null}>
        <Held pending={pending} className={className}>
          {children}
        </Held>
      </Suspense>
    </>
  );
}
