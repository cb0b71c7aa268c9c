import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { assertNoPendingWork } from './pending-work';

// The guard every web test ends with (setup.ts), tried on components that do and do not
// tidy up after themselves.

function Ticking({ clears }: { clears: boolean }) {
  useEffect(() => {
    const timer = setInterval(() => undefined, 60_000);
    // An animation loop: one frame is always armed, however long the test takes to look
    // (a single frame can fire before a slow machine reaches the check).
    let frame = 0;
    const loop = () => {
      frame = requestAnimationFrame(loop);
    };
    loop();
    return clears
      ? () => {
          clearInterval(timer);
          cancelAnimationFrame(frame);
        }
      : undefined;
  }, [clears]);
  return <p>ticking</p>;
}

function Cached() {
  const query = useQuery({ queryKey: ['cached'], queryFn: () => new Promise<string>(() => undefined) });
  return <p>{query.status}</p>;
}

describe('work left after a test', () => {
  it('passes when unmounting clears it, in an effect cleanup Preact runs after paint', async () => {
    render(<Ticking clears />);
    cleanup();
    await expect(assertNoPendingWork()).resolves.toBeUndefined();
  });

  it('fails the test, naming where each leftover timer and frame was armed', async () => {
    render(<Ticking clears={false} />);
    cleanup();
    const failure = assertNoPendingWork();
    // At least these two (with other files' modules in the worker, a library may have armed one of its own).
    await expect(failure).rejects.toThrow(/left \d+ timer\(s\) or frame\(s\) armed/);
    await expect(failure).rejects.toThrow(/setInterval\(…, 60000\) at .*pending-work\.test\.tsx:\d+/);
    await expect(failure).rejects.toThrow(/requestAnimationFrame\(…, 0\) at .*pending-work\.test\.tsx:\d+/);
    // …and disarms it, so nothing fires after the page is gone.
    await expect(assertNoPendingWork()).resolves.toBeUndefined();
  });

  it('empties the query caches: a pending query and its garbage-collection timer do not outlive the test', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Cached />
      </QueryClientProvider>,
    );
    cleanup();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    await expect(assertNoPendingWork()).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
