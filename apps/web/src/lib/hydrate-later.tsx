import { Fragment, Suspense, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { cameAlive, createPending, enterLine, leftPage, release, type Pending } from './hydration-line';

/*
 * Hydration in pieces (docs/decisions/0017-hydration-in-pieces.md).
 *
 * A server-drawn page is hydrated by one synchronous pass over all of it: on a mid-range
 * phone that is one task of several hundred milliseconds during which a tap does
 * nothing (Lighthouse's Total Blocking Time). A part wrapped in <HydrateLater> is left
 * as the server drew it during that pass, and hydrated afterwards on its own, one part
 * per task: those on screen, then each other part when it comes into view, and at once
 * when the visitor presses, taps or focuses inside it. Preact keeps a suspended part's markup
 * while hydrating (Suspense), and hydrates it into that markup when its promise settles.
 *
 * A part may hold parts: they wait in turn while it hydrates. Outside the first hydration
 * (a page drawn in the browser, client navigation) nothing waits.
 */

let hydrating = false;
// Parts inside a part: while a part hydrates later, the parts it holds wait in turn.
let resuming = 0;
const inHydration = () => hydrating || resuming > 0;

/**
 * True while drawing the server's page: the first pass, or a part hydrating later. What a
 * first render reads must be what the server read then, not what the app knows by now.
 */
export const hydratingNow = inHydration;

/** Opens (or closes) the scope of a part that is hydrating into the server's markup. */
function Scope({ open }: { open?: boolean }) {
  if (open === true) {
    resuming += 1;
    // Whatever happens in that render (an error thrown past the part), the scope ends with it.
    queueMicrotask(() => {
      resuming = 0;
    });
  } else if (open === false) resuming = Math.max(0, resuming - 1);
  return null;
}

/** Runs the first hydration; parts met during it wait for their turn. */
export function hydrateInPieces(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * useId numbers ids in the order components first render, from the nearest vnode that
 * holds a counter (Preact's `_mask`, `__m` in its build) up to the root. A part renders
 * later, and parts in another order than the server drew them, so each part counts its
 * own ids from its own name: the same ids in the server's markup and in the browser, in
 * whatever order the parts hydrate. (Without it a filter's label and a card's heading
 * shared an id, measured in the keyboard test.) `this` is the component Preact renders
 * the function as, in the browser and in preact-render-to-string alike.
 */
interface RenderedAs {
  __v?: { __m?: [string | number, number] };
}
function countIdsFrom(component: RenderedAs | undefined, scope: string): void {
  const vnode = component?.__v;
  if (vnode && !vnode.__m) vnode.__m = [scope, 0];
}

// Its one element is what Preact keeps while the part waits (a suspended component keeps
// its first node), so whatever the part holds is kept whole.
function Held(
  this: RenderedAs | undefined,
  { pending, scope, className, children }: HydrateLaterProps & { pending: Pending | null; scope: string },
) {
  countIdsFrom(this, scope);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const stale = useRef(false);
  useLayoutEffect(() => {
    if (pending?.hydrated) cameAlive(pending);
    if (!stale.current) return;
    stale.current = false;
    redraw();
  });
  let content = children;
  let resume = false;
  if (pending && !pending.hydrated) {
    if (!pending.released) {
      if (inHydration()) {
        pending.drawn = children;
        throw pending.promise;
      }
      // Drawn again by its parent before its turn came: no reason to wait longer.
      release(pending);
    }
    // This render hydrates the server's markup, and hydrating sets no attributes: it
    // must draw what the server drew. New props (its parent drew again meanwhile) are
    // drawn right after, as an update, which does set them.
    pending.hydrated = true;
    resume = true;
    if (pending.drawn !== children) {
      stale.current = true;
      content = pending.drawn;
    }
  }
  // The same three children in every render (the scopes draw nothing), so the content
  // keeps its place between the hydrating render and the next.
  return (
    <div className={className}>
      <Scope key="open" open={resume ? true : undefined} />
      {/* A fixed list of three, never reordered: the fragment keeps its place by its key. */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <Fragment key="content">{content}</Fragment>
      <Scope key="close" open={resume ? false : undefined} />
    </div>
  );
}

interface HydrateLaterProps {
  children: ReactNode;
  /** The part's box. */
  className?: string;
}

/** A part of a server-drawn page hydrated after the rest, in a task of its own. */
export function HydrateLater({ children, className }: HydrateLaterProps) {
  const [pending] = useState(() => (inHydration() ? createPending() : null));
  // The part's name for its ids: this component's own id, the same on both sides.
  const scope = `${useId().slice(1)}h`;
  // An empty <template> marks where the part starts: it has no box, so it changes no
  // layout (spacing, grids), and it is hydrated with the page, so its effect can find
  // the part's element (the next one) while the part itself waits.
  const marker = useRef<HTMLTemplateElement>(null);
  // In line at once (a layout effect runs as the hydration commits), so a press that
  // comes right after the page is marked ready already finds the part.
  useLayoutEffect(() => {
    const element = marker.current?.nextElementSibling;
    if (!pending || pending.released || !(element instanceof HTMLElement)) return;
    enterLine(pending, element);
    return () => leftPage(pending, element);
  }, [pending]);
  return (
    <>
      <template ref={marker} />
      <Suspense fallback={null}>
        <Held pending={pending} scope={scope} className={className}>
          {children}
        </Held>
      </Suspense>
    </>
  );
}
