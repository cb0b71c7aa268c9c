/**
 * Work a web test leaves behind fails that test, at its end, the same way every run.
 *
 * Left alone, a timer or animation frame still armed when a test file finishes fires after
 * Vitest has torn that file's jsdom down, and throws into whatever runs next — Preact's
 * after-paint timer did (`ReferenceError: cancelAnimationFrame is not defined`), making
 * `npm run test:unit` exit 1 with every test passed, on some runs only.
 *
 * So the shared setup (setup.ts) tracks every timer, interval and animation frame a test
 * starts, holds Preact's after-paint effects where the teardown can reach them, and after
 * each test unmounts, empties the query caches, lets zero-delay follow-ups run, and fails
 * the test naming what is still armed (then disarms it).
 */
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { options } from 'preact';

interface Armed {
  kind: string;
  delay: number;
  stack: string;
}

const real = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  requestAnimationFrame: globalThis.requestAnimationFrame,
  cancelAnimationFrame: globalThis.cancelAnimationFrame,
};

const armed = new Map<unknown, Armed>();
// jsdom drives animation frames with an interval of its own, stopped when none is left:
// the frame is what the test armed, not jsdom's interval.
let insideJsdom = false;

/** The first frame of the code that armed it, not this file's or a library's. */
function whereFrom(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(3);
  const own = frames.find((frame) => frame.includes('/apps/web/src/') && !frame.includes('/apps/web/src/test/'));
  return (own ?? frames[0] ?? '').trim();
}

type Callback = (...args: unknown[]) => void;
type Arm = (callback: Callback, delay?: number, ...args: unknown[]) => unknown;

/** A tracked setTimeout (`once`: it disarms itself when it fires) or setInterval. */
function timer(kind: string, arm: Arm, once: boolean) {
  return (callback: Callback, delay = 0, ...args: unknown[]) => {
    if (insideJsdom) return arm(callback, delay, ...args);
    const fire: Callback = once
      ? (...given) => {
          armed.delete(handle);
          callback(...given);
        }
      : callback;
    const handle = arm(fire, delay, ...args);
    armed.set(handle, { kind, delay, stack: whereFrom() });
    return handle;
  };
}

function disarm(clear: (handle: never) => void) {
  return (handle: unknown) => {
    armed.delete(handle);
    clear(handle as never);
  };
}

function track() {
  globalThis.setTimeout = timer('setTimeout', real.setTimeout, true) as typeof setTimeout;
  globalThis.setInterval = timer('setInterval', real.setInterval, false) as typeof setInterval;
  globalThis.clearTimeout = disarm(real.clearTimeout) as typeof clearTimeout;
  globalThis.clearInterval = disarm(real.clearInterval) as typeof clearInterval;
  globalThis.requestAnimationFrame = (callback) => {
    insideJsdom = true;
    let handle: number;
    try {
      handle = real.requestAnimationFrame((time) => {
        armed.delete(`frame ${handle}`);
        callback(time);
      });
    } finally {
      insideJsdom = false;
    }
    armed.set(`frame ${handle}`, { kind: 'requestAnimationFrame', delay: 0, stack: whereFrom() });
    return handle;
  };
  globalThis.cancelAnimationFrame = (handle) => {
    armed.delete(`frame ${handle}`);
    insideJsdom = true;
    try {
      real.cancelAnimationFrame(handle);
    } finally {
      insideJsdom = false;
    }
  };
}

// Preact runs effects "after paint" (an animation frame raced by a 35 ms timer), and since
// Preact 11 the cleanups of unmounted components' effects too. Here they wait in a list
// instead, run on the next macrotask, and the teardown runs them at once after unmounting:
// that is where an unmounted component clears its timers and subscriptions.
let paints: (() => void)[] = [];
let paintTimer: ReturnType<typeof setTimeout> | undefined;
function runPaints() {
  if (paintTimer !== undefined) real.clearTimeout(paintTimer);
  armed.delete(paintTimer);
  paintTimer = undefined;
  // A cleanup may queue more.
  while (paints.length > 0) {
    const due = paints;
    paints = [];
    for (const flush of due) flush();
  }
}

// Every client a test uses, to empty at the end: a cached query keeps a garbage-collection
// timer for minutes, and one still fetching would settle into a torn-down page. Caught where
// queries and mutations are made, since a provider registers its client only after paint.
const clients = new Set<QueryClient>();
const { getQueryCache, getMutationCache } = QueryClient.prototype;
// The cache's own timers (garbage collection, the wait before a retry) belong to those
// clients: emptying the clients ends their purpose, so they are disarmed, not reported.
const queryTimers = new Set<unknown>();
function ownedByQueries<T>(handle: T): T {
  if (armed.delete(handle)) queryTimers.add(handle);
  return handle;
}

export function trackPendingWork(): void {
  track();
  options.requestAnimationFrame = (flush) => {
    paints.push(flush);
    paintTimer ??= setTimeout(runPaints, 0);
  };
  timeoutManager.setTimeoutProvider({
    // Looked up at each call, so a test's fake clock still drives them.
    setTimeout: (callback, delay) => ownedByQueries(setTimeout(callback, delay)),
    clearTimeout: (handle) => {
      queryTimers.delete(handle);
      clearTimeout(handle);
    },
    setInterval: (callback, delay) => ownedByQueries(setInterval(callback, delay)),
    clearInterval: (handle) => {
      queryTimers.delete(handle);
      clearInterval(handle);
    },
  });
  QueryClient.prototype.getQueryCache = function (this: QueryClient) {
    clients.add(this);
    return getQueryCache.call(this);
  };
  QueryClient.prototype.getMutationCache = function (this: QueryClient) {
    clients.add(this);
    return getMutationCache.call(this);
  };
}

function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => real.setTimeout(resolve, 0));
}

/** After the test's components are unmounted: empties caches, then fails on anything still armed. */
export async function assertNoPendingWork(): Promise<void> {
  // Unmounted components' effect cleanups (their own effects are skipped by Preact).
  runPaints();
  for (const client of clients) client.clear();
  for (const handle of queryTimers) real.clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
  queryTimers.clear();
  clients.clear();
  // What the unmounting and clearing themselves queued (query notifications, a last
  // zero-delay timer) gets to finish; anything with a real delay is a leak.
  for (let i = 0; i < 3 && [...armed.values()].some((work) => work.delay === 0); i += 1) await nextMacrotask();
  const left = [...armed.entries()];
  armed.clear();
  for (const [handle, work] of left) {
    if (work.kind === 'requestAnimationFrame') globalThis.cancelAnimationFrame(Number(String(handle).slice(6)));
    else if (work.kind === 'setInterval') real.clearInterval(handle as Parameters<typeof clearInterval>[0]);
    else real.clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
  }
  if (left.length > 0) {
    const list = left.map(([, work]) => `  ${work.kind}(…, ${work.delay}) ${work.stack}`).join('\n');
    throw new Error(
      `The test left ${left.length} timer(s) or frame(s) armed after unmounting; they would fire after ` +
        `its page is gone. Clear them in an effect's cleanup (or the test's own):\n${list}`,
    );
  }
}
