// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useId, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { HydrateLater, hydrateInPieces, hydratingNow } from './hydrate-later';
import { hydrateAround } from './hydration-line';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <ul className="grid">
        {['a', 'b', 'c'].map((name) => (
          <li key={name}>
            <HydrateLater className="card">
              <Counter name={name} />
              <p>text of {name}</p>
            </HydrateLater>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** A part holding a part, and (with `other`) a part beside them. */
function Nested({ other = false }: { other?: boolean }) {
  return (
    <main>
      <HydrateLater>
        <Counter name="outer" />
        <HydrateLater>
          <Counter name="inner" />
        </HydrateLater>
      </HydrateLater>
      {other && (
        <HydrateLater>
          <Counter name="other" />
        </HydrateLater>
      )}
    </main>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(`${name} `))!;

let root: Root | undefined;
let container: HTMLElement;

function serverDrawn(): string {
  container = document.createElement('div');
  const html = renderToString(<Page />);
  container.innerHTML = html;
  document.body.append(container);
  return html;
}

afterEach(() => {
  // A part's turn still planned on the fake clock is taken before the real one returns.
  if (vi.isFakeTimers()) act(() => vi.runAllTimers());
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Lets a release's promise settle and the render it queues run (a few microtasks). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('HydrateLater', () => {
  it('keeps the markup the server drew, and hydrates the parts after the page, one per task', async () => {
    const html = serverDrawn();
    const kept = container.querySelector('.card');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Page />))));
    expect(container.innerHTML).toBe(html);
    // The page around the parts is live at once.
    act(() => button(container, 'top').click());
    expect(button(container, 'top').textContent).toBe('top 1');

    const live = () =>
      ['a', 'b', 'c'].filter((name) => {
        const before = button(container, name).textContent;
        act(() => button(container, name).click());
        return button(container, name).textContent !== before;
      });
    // A waiting part is the server's markup: its button does nothing yet.
    expect(live()).toEqual([]);
    // Then one part per task, in page order (jsdom has no IntersectionObserver to say which are seen).
    for (const expected of [['a'], ['a', 'b'], ['a', 'b', 'c']]) {
      await act(async () => {
        vi.advanceTimersToNextTimer();
        await Promise.resolve();
      });
      expect(live()).toEqual(expected);
    }
    expect(vi.getTimerCount()).toBe(0);
    // Hydrated into the same elements, nothing redrawn.
    expect(container.querySelector('.card')).toBe(kept);
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });

  it('hydrates a part at once when it is pressed, so the click that follows works', async () => {
    serverDrawn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Page />))));
    // Right after hydrating, before any part's turn.
    const target = button(container, 'c');
    await act(async () => {
      target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
    });
    act(() => target.click());
    expect(button(container, 'c').textContent).toBe('c 1');
    expect(button(container, 'a').textContent).toBe('a 0');
  });

  it('shows new props, attributes included, when its parent draws again before its turn', async () => {
    function Labelled() {
      const [label, setLabel] = useState('first');
      return (
        <main>
          <button type="button" onClick={() => setLabel('second')}>
            change
          </button>
          <HydrateLater>
            <div>
              <a href={`/x/${label}`} title={label} aria-current={label === 'second' ? 'page' : undefined}>
                {label}
              </a>
              <Counter name="inside" />
            </div>
          </HydrateLater>
        </main>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Labelled />);
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Labelled />))));
    await act(async () => {
      container.querySelector('button')!.click();
      await Promise.resolve();
    });
    const link = container.querySelector('a')!;
    expect(link.textContent).toBe('second');
    expect(link.getAttribute('href')).toBe('/x/second');
    expect(link.getAttribute('title')).toBe('second');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    // And it is live.
    act(() => button(container, 'inside').click());
    expect(button(container, 'inside').textContent).toBe('inside 1');
  });

  it('hydrates the parts inside a part after it, each in a task of its own', async () => {
    container = document.createElement('div');
    const html = renderToString(<Nested />);
    container.innerHTML = html;
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Nested />))));
    const works = (name: string) => {
      const before = button(container, name).textContent;
      act(() => button(container, name).click());
      return button(container, name).textContent !== before;
    };
    expect([works('outer'), works('inner')]).toEqual([false, false]);
    await act(async () => {
      vi.advanceTimersToNextTimer();
      await settle();
    });
    expect([works('outer'), works('inner')]).toEqual([true, false]);
    await act(async () => {
      vi.advanceTimersToNextTimer();
      await settle();
    });
    expect(works('inner')).toBe(true);
    // The press before its turn did nothing (no code yet); the one after counted.
    expect(container.innerHTML).toContain('outer 1');
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('makes the parts around an element live on request, outer then inner, and says when', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Nested other />);
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Nested other />))));
    // No part's turn has come (the clock stands still): a click played again after the app
    // started (lib/start-on-intent) waits for the parts around it, not for their turns.
    let done = false;
    void hydrateAround(button(container, 'inner')).then(() => (done = true));
    // Each part's render is flushed by its own act (the outer's first, then the inner's).
    for (let step = 0; step < 3; step += 1) await act(settle);
    expect(done).toBe(true);
    act(() => button(container, 'inner').click());
    act(() => button(container, 'other').click());
    expect(button(container, 'inner').textContent).toBe('inner 1');
    expect(button(container, 'other').textContent).toBe('other 0');
    // A part already live asks for nothing.
    await act(async () => {
      await hydrateAround(button(container, 'outer'));
    });
  });

  it('gives every id the value the server gave it, in whatever order the parts hydrate', async () => {
    // Each shows its id as text, which hydration does correct: a different id would show.
    function Field({ name }: { name: string }) {
      const id = useId();
      return (
        <p>
          <label htmlFor={id}>{name}</label>
          <input id={id} />
          <span className="id">{id}</span>
        </p>
      );
    }
    function Form() {
      return (
        <main>
          <Field name="root" />
          {['a', 'b', 'c'].map((name) => (
            <HydrateLater key={name}>
              <Field name={name} />
              <HydrateLater>
                <Field name={`${name} inner`} />
              </HydrateLater>
              <Field name={`${name} last`} />
            </HydrateLater>
          ))}
          <Field name="end" />
        </main>
      );
    }
    const ids = () => [...container.querySelectorAll('.id')].map((span) => span.textContent);
    container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const drawn = ids();
    expect(new Set(drawn).size).toBe(11);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Form />))));
    // The last part first (pressed), then the others in their turns.
    await act(async () => {
      container.querySelectorAll('input')[7]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
    });
    for (let turn = 0; turn < 8; turn += 1) {
      await act(async () => {
        vi.advanceTimersToNextTimer();
        await settle();
      });
    }
    expect(ids()).toEqual(drawn);
  });

  it("says it is drawing the server's page while a part hydrates, and not after", async () => {
    const seen: boolean[] = [];
    function Reader() {
      const [first] = useState(() => hydratingNow());
      seen.push(first);
      return <p>read</p>;
    }
    function Frame() {
      const [more, setMore] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setMore(true)}>
            more
          </button>
          <HydrateLater>
            <Reader />
          </HydrateLater>
          {more ? <Reader /> : null}
        </main>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Frame />);
    document.body.append(container);
    seen.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Frame />))));
    await act(async () => {
      vi.advanceTimersToNextTimer();
      await settle();
    });
    act(() => container.querySelector('button')!.click());
    // The part, hydrated a task later, still read the server's first render; the new one did not.
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('draws at once in a page the browser draws itself', () => {
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    act(() => button(container, 'b').click());
    expect(button(container, 'b').textContent).toBe('b 1');
  });

  // Last in this file: the module keeps the first observer it makes, and the tests above
  // are of a browser without one (parts in page order).
  it('hydrates a part off screen only when it comes into view, or is pressed', async () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const cameIntoView = (...elements: Element[]) =>
      act(() =>
        report(
          observed.map((target) => ({
            target,
            isIntersecting: elements.includes(target),
          })) as IntersectionObserverEntry[],
          {} as IntersectionObserver,
        ),
      );
    serverDrawn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Page />))));
    const cards = [...container.querySelectorAll('.card')];
    expect(observed).toEqual(expect.arrayContaining(cards));
    const live = (name: string) => {
      const before = button(container, name).textContent;
      act(() => button(container, name).click());
      return button(container, name).textContent !== before;
    };
    const runTasks = async () => {
      while (vi.getTimerCount() > 0) {
        await act(async () => {
          vi.advanceTimersToNextTimer();
          await settle();
        });
      }
    };
    // The first card is on the first screen: it alone hydrates, and nothing more is planned.
    cameIntoView(cards[0]!);
    await runTasks();
    expect(['a', 'b', 'c'].map(live)).toEqual([true, false, false]);
    // Scrolled to the last card: it hydrates; the middle one, never seen, still waits. Seen
    // by its child, as a part that holds a fixed bar is (its own box has no height).
    cameIntoView(button(container, 'c'));
    await runTasks();
    expect([live('b'), live('c')]).toEqual([false, true]);
    // Until it is pressed.
    await act(async () => {
      button(container, 'b').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
    });
    expect(live('b')).toBe(true);
    vi.unstubAllGlobals();
  });
});
