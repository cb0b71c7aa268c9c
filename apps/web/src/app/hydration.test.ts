// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../features/auth';
import { adoptServerViewer, serverHydrationData } from './hydration';

const amina = { _id: 'u1', id: 'u1', username: 'amina', email: 'amina@example.co.ke' };
const baraka = { _id: 'u2', id: 'u2', username: 'baraka', email: 'baraka@example.co.ke' };

describe('adopting the viewer a server-drawn page was made for', () => {
  beforeEach(() => useSessionStore.setState({ currentUser: null, signedOut: false, notice: null }));

  it('signs the browser in when the server saw a session it did not know about (back from Google)', () => {
    adoptServerViewer(amina);
    expect(useSessionStore.getState().currentUser).toEqual(amina);
    expect(JSON.parse(localStorage.getItem('persist:root') ?? 'null')).toMatchObject({ state: { currentUser: amina } });
  });

  it('forgets a stored user whose session the server no longer accepts, without a sign-out notice', () => {
    useSessionStore.getState().setUser(amina);
    adoptServerViewer(null);
    expect(useSessionStore.getState()).toMatchObject({ currentUser: null, signedOut: false, notice: null });
  });

  it('switches to whoever the session belongs to, and leaves an agreeing store alone', () => {
    useSessionStore.getState().setUser(amina);
    adoptServerViewer(baraka);
    expect(useSessionStore.getState().currentUser).toEqual(baraka);
    const before = useSessionStore.getState();
    adoptServerViewer({ ...baraka });
    expect(useSessionStore.getState()).toBe(before);
  });
});

describe('the answers a server-drawn page came with', () => {
  it('count as fresh from when the page arrived, however long ago the server drew a kept copy', () => {
    const drawnAt = performance.timeOrigin - 50_000;
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-data';
    block.textContent = JSON.stringify({
      ssr: {
        queries: {
          mutations: [],
          queries: [
            {
              queryKey: ['listings', 'one', 'a1'],
              queryHash: '["listings","one","a1"]',
              state: { status: 'success', data: { _id: 'a1' }, dataUpdatedAt: drawnAt },
            },
          ],
        },
        viewer: null,
      },
    });
    document.head.append(block);
    const [query] = serverHydrationData()!.queries.queries;
    expect(query!.state.dataUpdatedAt).toBe(Math.round(performance.timeOrigin));
    expect(query!.state.data).toEqual({ _id: 'a1' });
    block.remove();
  });
});
