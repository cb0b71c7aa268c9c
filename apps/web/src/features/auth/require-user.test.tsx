// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { RequireUser } from './require-user';
import { useSessionStore } from './session-store';

const routes = [
  { path: '/sign-in', element: <h1>Sign-in screen</h1> },
  { Component: RequireUser, children: [{ path: '/settings', element: <h1>Settings screen</h1> }] },
];

beforeEach(() => {
  useSessionStore.setState({ currentUser: null, signedOut: false, notice: null, checking: false });
});

describe('RequireUser', () => {
  it('shows the screen to a signed-in user', () => {
    useSessionStore.setState({ currentUser: { _id: 'u1', id: 'u1', username: 'a', email: 'a@b.ke' } });
    renderRoutes(routes, '/settings');
    expect(screen.getByRole('heading', { name: 'Settings screen' })).toBeTruthy();
  });

  it('waits while start-up is still asking who is signed in (back from Google)', async () => {
    useSessionStore.setState({ checking: true });
    const { router } = renderRoutes(routes, '/settings');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    act(() => {
      useSessionStore.getState().setUser({ _id: 'u1', id: 'u1', username: 'a', email: 'a@b.ke' });
      useSessionStore.setState({ checking: false });
    });
    expect(await screen.findByRole('heading', { name: 'Settings screen' })).toBeTruthy();
  });

  it('sends a visitor to sign in once the answer is "nobody"', async () => {
    useSessionStore.setState({ checking: true });
    const { router } = renderRoutes(routes, '/settings');
    act(() => useSessionStore.setState({ checking: false }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });
});
