/**
 * Testing Library for the runtime the app ships with (preact/compat), standing in
 * for `@testing-library/react` in every web test (see vitest.config.ts).
 *
 * One difference is corrected here: the Preact flavour turns every `change` it
 * fires into an `input` event, because compat listens to `input` for text
 * fields. Selects, checkboxes and file pickers listen to `change`, so a test's
 * change reached nothing. A browser fires both when a value is committed, and so
 * does this.
 *
 * And a second: React's async `act` keeps flushing until the promise chains the
 * callback started have settled (a fetch answered, a mutation's callbacks run);
 * Preact's stops when the callback's own promise resolves. Waiting one macrotask
 * inside the act scope lets every chained microtask run first, as in React.
 */
import { fireEvent as domFireEvent } from '@testing-library/dom';
import { act as preactAct, fireEvent as preactFireEvent } from '@testing-library/preact';

export * from '@testing-library/preact';

/** One macrotask; MessageChannel is not replaced by fake timers. */
function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** A synchronous callback is flushed synchronously, as before; an async one settles fully. */
export function act(callback: () => unknown): Promise<void> {
  return preactAct(() => {
    const result = callback();
    if (isThenable(result)) return Promise.resolve(result).then(nextMacrotask);
  });
}

function change(element: Document | Element | Window | Node, init?: object): boolean {
  let delivered = false;
  preactAct(() => {
    delivered = domFireEvent.input(element, init);
    delivered = domFireEvent.change(element, init) && delivered;
  });
  return delivered;
}

export const fireEvent: typeof preactFireEvent = Object.assign(
  (...args: Parameters<typeof preactFireEvent>) => preactFireEvent(...args),
  preactFireEvent,
  { change },
);
