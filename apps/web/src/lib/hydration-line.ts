import type { ReactNode } from 'react';

/*
 * The line of parts waiting to hydrate (lib/hydrate-later.tsx draws them; this decides when
 * each goes): those on screen first, one per task, each other part as it comes into view,
 * and at once a part pressed, focused or typed in, or asked for by `hydrateAround`.
 */

export interface Pending {
  /** The part's element, once its layout effect has put it in line. */
  element?: HTMLElement;
  promise: Promise<void>;
  release: () => void;
  released: boolean;
  /** The part as the first hydration met it, which is what the server drew. */
  drawn?: ReactNode;
  hydrated?: boolean;
  /** Settles once the part's hydrating render has committed: its handlers are attached. */
  live: Promise<void>;
  markLive: () => void;
}

const waiting: Pending[] = [];
const byElement = new WeakMap<Element, Pending>();
let planned = false;

/** Takes a part out of line (released, or gone before its turn). */
function leaveLine(part: Pending): void {
  const at = waiting.indexOf(part);
  if (at >= 0) waiting.splice(at, 1);
  if (part.element) unwatch(part.element);
}

export function release(part: Pending): void {
  if (part.released) return;
  part.released = true;
  // A part drawn again by its parent may go before its effect put it in line.
  leaveLine(part);
  part.release();
}

// Which waiting parts have come on screen (or near it), told by an observer rather than
// measured: reading a box forces the layout that hydrating the previous part just
// invalidated (18 ms a part on a throttled phone, measured). A part is watched through
// its box and its children's: a part that holds a fixed bar has no height of its own.
const seen = new WeakSet<Pending>();
const watchedFor = new WeakMap<Element, Pending>();
let observer: IntersectionObserver | undefined;
// A part just below the screen hydrates before it scrolls in, so a tap as it arrives
// finds it live (a tap before that still hydrates it first).
const AHEAD = '0px 0px 200px 0px';
const boxesOf = (element: HTMLElement) => [element, ...element.children];

function watch(part: Pending, element: HTMLElement): void {
  if (typeof IntersectionObserver === 'undefined') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      let cameIntoView = false;
      for (const entry of entries) {
        const watched = watchedFor.get(entry.target);
        if (!entry.isIntersecting || !watched) continue;
        seen.add(watched);
        cameIntoView = true;
      }
      if (cameIntoView) planNext();
    },
    { rootMargin: AHEAD },
  );
  for (const box of boxesOf(element)) {
    watchedFor.set(box, part);
    observer.observe(box);
  }
}

function unwatch(element: HTMLElement): void {
  if (!observer) return;
  for (const box of boxesOf(element)) observer.unobserve(box);
}

/**
 * The part to hydrate next: one that has been seen. A part off screen waits until it
 * comes into view (most of a long page is never looked at, and a phone's loading page
 * should not spend its main thread on it); without an observer to say so, parts go in
 * page order.
 */
function nextPart(): Pending | undefined {
  if (!observer) return waiting[0];
  return waiting.find((part) => seen.has(part));
}

/** One part per task, so no task is longer than the largest part. */
function planNext(): void {
  if (planned) return;
  planned = true;
  setTimeout(() => {
    planned = false;
    const next = nextPart();
    if (next) release(next);
    if (nextPart()) planNext();
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

export function createPending(): Pending {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let markLive = () => {};
  const live = new Promise<void>((resolve) => {
    markLive = resolve;
  });
  return { promise, release: settle, released: false, live, markLive };
}

/**
 * Makes the parts that hold `element` live now, outermost first (the parts inside a part
 * wait for it), and settles once the innermost has hydrated: a press, or a click played
 * again after the app started (lib/start-on-intent), then finds its handlers.
 */
export async function hydrateAround(element: Element): Promise<void> {
  for (;;) {
    let outermost: Pending | undefined;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const part = byElement.get(node);
      if (part) outermost = part;
    }
    if (!outermost) return;
    release(outermost);
    await outermost.live;
  }
}

/** Puts a part in line once its element is on the page (the part's layout effect). */
export function enterLine(part: Pending, element: HTMLElement): void {
  part.element = element;
  byElement.set(element, part);
  waiting.push(part);
  watch(part, element);
  listen();
  planNext();
}

/** A part's hydrating render has committed: whoever waits for it goes on. */
export function cameAlive(part: Pending): void {
  part.markLive();
  if (part.element) byElement.delete(part.element);
}

/**
 * A part that leaves the page before its turn is forgotten (its promise never settles),
 * and nobody waits for it to come alive.
 */
export function leftPage(part: Pending, element: HTMLElement): void {
  leaveLine(part);
  byElement.delete(element);
  part.markLive();
}
