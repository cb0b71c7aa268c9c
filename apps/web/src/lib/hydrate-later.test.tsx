// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { HydrateLater, hydrateInPieces } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name} {count}
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
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Lets the planned tasks fire, `tasks` of them. */
async function runTasks(tasks: number) {
  for (let i = 0; i < tasks; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
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
    // Then one part per task, in page order (none is on this screen without a layout).
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
    act(() => hydrateInPieces(() => (root = hydrateRoot(container, <Page />))));
    // The effects have run (the parts wait in line), but no part's turn has come.
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    vi.useFakeTimers();
    try {
      const target = button(container, 'c');
      await act(async () => {
        target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        await Promise.resolve();
      });
      act(() => target.click());
      expect(button(container, 'c').textContent).toBe('c 1');
      expect(button(container, 'a').textContent).toBe('a 0');
    } finally {
      vi.useRealTimers();
    }
    await runTasks(4);
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
});
