// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { googleStart, publicConfig, signIn, urlOf } from '@nyumba/domain';
import { configResponse, deferred, renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { SignInPage } from './sign-in-page';
import { useSessionStore } from './session-store';

const user = { success: true, _id: 'u1', id: 'u1', username: 'wanjiku', email: 'wanjiku@example.co.ke', avatar: null };

function renderSignIn(path = '/sign-in') {
  return renderRoutes(
    [
      { path: '/sign-in', Component: SignInPage },
      { path: '/sign-up', element: <h1>Sign-up screen</h1> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/settings', element: <h1>Settings screen</h1> },
    ],
    path,
  );
}

function fillAndSubmit(email = 'wanjiku@example.co.ke', password = 'correct-horse-42') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  useSessionStore.setState({ currentUser: null, signedOut: false, notice: null });
});

describe('SignInPage', () => {
  it('has labelled e-mail and password fields with autocomplete, and the sign-up link', async () => {
    stubApi({ [publicConfig.id]: () => configResponse() });
    renderSignIn();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    const link = screen.getByRole('link', { name: "Don't have an account? Sign up" });
    expect(link.getAttribute('href')).toBe('/sign-up');
    expect(screen.getByText('or continue with')).toBeTruthy();
  });

  it('shows a loading button, then the server message in red under the form', async () => {
    const answer = deferred<Response>();
    stubApi({ [publicConfig.id]: () => configResponse(), [signIn.id]: () => answer.promise });
    renderSignIn();
    fillAndSubmit('wanjiku@example.co.ke', 'wrong');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () =>
      answer.resolve(Response.json({ success: false, message: 'Invalid email or password' }, { status: 401 })),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(alert.className).toContain('text-red-700');
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('stores the user and goes home on success', async () => {
    const api = stubApi({
      [publicConfig.id]: () => configResponse(),
      [signIn.id]: () => Response.json(user),
    });
    renderSignIn();
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(useSessionStore.getState().currentUser).toMatchObject({ _id: 'u1', username: 'wanjiku' });
    expect(api.requestsTo(signIn).map((request) => request.body)).toEqual([
      { email: 'wanjiku@example.co.ke', password: 'correct-horse-42' },
    ]);
  });

  it('returns to a same-site `next` after signing in, and never to another site', async () => {
    stubApi({ [publicConfig.id]: () => configResponse(), [signIn.id]: () => Response.json(user) });
    const { router } = renderSignIn('/sign-in?next=%2Fsettings');
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" }).getAttribute('href')).toBe(
      '/sign-up?next=%2Fsettings',
    );
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Settings screen' });
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('ignores an off-site `next`', async () => {
    stubApi({ [publicConfig.id]: () => configResponse(), [signIn.id]: () => Response.json(user) });
    renderSignIn('/sign-in?next=https%3A%2F%2Fevil.example%2F');
    fillAndSubmit();
    await screen.findByRole('heading', { name: 'Home screen' });
  });

  it("shows a network failure's own message", async () => {
    stubApi({
      [publicConfig.id]: () => configResponse(),
      [signIn.id]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderSignIn();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
  });

  it("says 'Google sign-in is not configured' when Google is off and the button is pressed", async () => {
    stubApi({ [publicConfig.id]: () => configResponse({ googleSignIn: false }) });
    renderSignIn();
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(await screen.findByText('Google sign-in is not configured')).toBeTruthy();
  });

  it('links to the server-side Google flow when Google is on, carrying `next`', async () => {
    stubApi({ [publicConfig.id]: () => configResponse({ googleSignIn: true }) });
    renderSignIn('/sign-in?next=%2Fsettings');
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe(urlOf(googleStart, { query: { next: '/settings' } }));
    expect(link.getAttribute('href')).toMatch(/\?next=%2Fsettings$/);
  });

  it('explains a failed Google sign-in by its code, never echoing the query string', async () => {
    stubApi({ [publicConfig.id]: () => configResponse() });
    renderSignIn('/sign-in?error=google_unverified');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Google email address is not verified, so it cannot be used to sign in.',
    );
  });

  it('shows why the user was signed out', async () => {
    stubApi({ [publicConfig.id]: () => configResponse() });
    useSessionStore.getState().signOutLocally('Authentication failed. Please login again.');
    renderSignIn('/sign-in?error=google_<b>owned</b>');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Authentication failed. Please login again.'),
    );
    expect(document.body.innerHTML).not.toContain('<b>owned');
  });
});
