// @vitest-environment jsdom
// A screen whose code failed to download is fetched again once, by itself (the first requests
// after a phone comes back online can still fail: issue 41 saw "Something went wrong" there);
// a second failure within half a minute is said, with a button, not reloaded in a loop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { isChunkFailure, RouteError } from './route-error';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/blog-page-Ab12.js');
const reload = vi.hoisted(() => vi.fn());
vi.mock('../lib/reload-page', () => ({ reloadPage: reload }));

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('a screen that failed to load', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    reload.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reloads once by itself when its code did not arrive, and says so with a button the second time', async () => {
    const first = renderFailing(chunkError);
    await screen.findByRole('button', { name: 'Try again' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    renderFailing(chunkError);
    await screen.findByRole('button', { name: 'Try again' });
    // Effects have run once the error's log is written: no second reload came with it.
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error in the screen itself', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    await screen.findByRole('button', { name: 'Try again' });
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
  });

  it('knows a failed download in each browser’s words', () => {
    expect(isChunkFailure(chunkError)).toBe(true);
    expect(isChunkFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkFailure(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkFailure(new Error('Listing not found'))).toBe(false);
  });
});
