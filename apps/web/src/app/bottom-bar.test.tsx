// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore, type SessionUser } from '../features/auth/session-store';
import { activeNavItem, BottomBar } from './bottom-bar';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BottomBar /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const user: SessionUser = { _id: 'u1', id: 'u1', username: 'wanjiku', email: 'w@example.ke' };

beforeEach(() => {
  useSessionStore.setState({ currentUser: null });
});

describe('activeNavItem', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/blog/abc123', 'blog'],
    ['/my-posts', 'blog'],
    ['/create-post', 'blog'],
    ['/saved-listings', 'saved'],
    ['/search', 'search'],
    ['/search-results', 'search'],
    ['/maplayout', 'search'],
    ['/settings', 'profile'],
    ['/profile', 'profile'],
    ['/Profile', 'profile'],
    ['/sign-in', 'profile'],
    ['/signin', 'profile'],
    ['/sign-up', 'profile'],
    ['/my-listing', 'profile'],
    ['/update-listing/42', 'profile'],
    ['/settings/', 'profile'],
    ['/listing/42', null],
    ['/blogger', null],
    ['/nowhere', null],
  ] as const)('%s → %s', (path, expected) => {
    expect(activeNavItem(path)).toBe(expected);
  });
});

describe('BottomBar', () => {
  it('shows the six items with labels (Messages since enquiries, issue 30)', () => {
    const nav = renderAt('/');
    const names = nav.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Blog', 'Saved', 'Home', 'Search', 'Messages', 'Profile']);
  });

  it.each([
    ['/', 'Home'],
    ['/blog/p1', 'Blog'],
    ['/saved-listings', 'Saved'],
    ['/search-results?type=rentals', 'Search'],
    ['/messages/5d2c7f0e-0a43-4f0b-9d3e-2f4a1b6c7d8e', 'Messages'],
    ['/settings', 'Profile'],
    ['/sign-up', 'Profile'],
  ])('marks only the active item for %s', (path, label) => {
    const nav = renderAt(path);
    const current = nav.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks nothing on a listing page', () => {
    const nav = renderAt('/listing/42');
    expect(nav.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('links Profile to /sign-in when signed out', () => {
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/sign-in');
  });

  it('links Profile to /sign-in when the stored user has no id', () => {
    useSessionStore.setState({ currentUser: { ...user, _id: '', id: '' } });
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/sign-in');
  });

  it('links Profile to /settings and shows the avatar when signed in', () => {
    useSessionStore.setState({ currentUser: { ...user, photoURL: 'https://example.com/me.png' } });
    const nav = renderAt('/');
    const profile = nav.getByRole('link', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/settings');
    expect(profile.querySelector('img')?.getAttribute('src')).toBe('https://example.com/me.png');
  });

  it('follows sign-out without a reload', () => {
    useSessionStore.setState({ currentUser: user });
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/settings');
    expect(nav.getByRole('link', { name: 'Profile' }).querySelector('img')).toBeNull();
    act(() => useSessionStore.getState().clearUser());
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/sign-in');
  });
});
