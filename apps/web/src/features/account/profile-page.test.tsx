// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, deleteMe, myCheckDocuments, publicConfig, signOut, updateAccount } from '@nyumba/domain';
import { configResponse, deferred, renderRoutes } from '../../test/render-routes';
import { stubApi, type ApiHandlers } from '../../test/stub-api';
import { RequireUser, useSessionStore } from '../auth';
import { ProfilePage } from './profile-page';

const me = {
  _id: 'u1',
  id: 'u1',
  username: 'wanjiku',
  email: 'wanjiku@example.co.ke',
  avatar: 'https://x.example/w.webp',
};

/** Stands in for the sign-in screen: shows the notice it would show (tested with that screen). */
function SignInStub() {
  const notice = useSessionStore((state) => state.notice);
  return <p role="alert">{notice}</p>;
}

/** The account as GET /api/auth/me answers it: its lister facts and how others see it. */
const privateLister = {
  ...me,
  listerRole: 'private',
  earbYear: null,
  landlordPhone: null,
  standing: { role: 'private', label: 'Private lister', badges: [] },
};

function renderProfile(handlers: ApiHandlers = {}) {
  const api = stubApi({
    [publicConfig.id]: () => configResponse(),
    [currentUser.id]: () => Response.json({ success: true, user: privateLister }),
    [myCheckDocuments.id]: () => ({ success: true, documents: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/sign-in', Component: SignInStub },
      { Component: RequireUser, children: [{ path: '/profile', Component: ProfilePage }] },
    ],
    '/profile',
  );
  return { ...view, api };
}

beforeEach(() => {
  useSessionStore.setState({ currentUser: me, signedOut: false, notice: null });
});

describe('ProfilePage', () => {
  it('shows the avatar, the heading, the user id and the editable fields', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const avatar = document.querySelector('img')!;
    expect(avatar.getAttribute('src')).toBe(me.avatar);
    expect(avatar.className).toContain('size-[6em]');
    expect(screen.getByText('u1')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(me.email);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe(me.username);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it("updates: 'Updating...' while busy, then 'Profile updated successfully!' and the stored user replaced", async () => {
    const answer = deferred<Response>();
    const { api } = renderProfile({ [updateAccount.id]: () => answer.promise });
    // The lister facts arrive after the form draws; once shown, a save sends them as they are.
    const privateChoice = (await screen.findByRole('radio', { name: 'Private lister' })) as HTMLInputElement;
    await waitFor(() => expect(privateChoice.checked).toBe(true));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'wanjiku-k' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
    // A new password needs the current one: the field appears when it is needed.
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'the-old-one-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    expect(api.requestsTo(updateAccount).map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { id: 'u1' },
        body: {
          email: me.email,
          username: 'wanjiku-k',
          password: 'a-new-password',
          currentPassword: 'the-old-one-1',
          businessName: '',
          about: '',
          earbNumber: '',
          listerRole: 'private',
          earbYear: '',
          landlordPhone: '',
        },
      },
    ]);
    await act(async () =>
      answer.resolve(
        Response.json({ success: true, message: 'Profile updated successfully!', ...me, username: 'wanjiku-k' }),
      ),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(useSessionStore.getState().currentUser).toMatchObject({ username: 'wanjiku-k' });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('a new e-mail: says the link went to it, keeps the old address, and shows a wrong current password under its field', async () => {
    let wrong = true;
    const { api } = renderProfile({
      [updateAccount.id]: () =>
        wrong
          ? Response.json(
              {
                success: false,
                message: 'That is not your current password',
                errors: { currentPassword: 'That is not your current password' },
              },
              { status: 400 },
            )
          : Response.json({ success: true, message: 'We have sent a link…', ...me }),
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.co.ke' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'guess-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('That is not your current password');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    wrong = false;
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'right-one-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a link to your new address. Your email changes when you follow it; until then it stays as it is.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(me.email);
    expect(api.requestsTo(updateAccount).at(-1)!.body).toMatchObject({
      email: 'new@example.co.ke',
      currentPassword: 'right-one-1',
    });
  });

  it("on 401 says 'Authentication failed. Please login again.' and goes to /sign-in", async () => {
    const { router } = renderProfile({
      [updateAccount.id]: () =>
        Response.json({ success: false, message: 'You need to sign in first' }, { status: 401 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('');
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed. Please login again.');
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('sends the username only when it was changed: a name from before a rule is never refused for being kept', async () => {
    useSessionStore.setState({ currentUser: { ...me, username: 'Wanjiku 4821' } });
    const { api } = renderProfile({
      [updateAccount.id]: () => Response.json({ success: true, message: 'Profile updated successfully!', ...me }),
    });
    fireEvent.change(screen.getByLabelText('About you (optional)'), { target: { value: 'Rentals in Kasarani' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('status');
    expect(api.requestsTo(updateAccount).map(({ body }) => body)).toEqual([
      expect.objectContaining({ username: '', about: 'Rentals in Kasarani' }),
    ]);
  });

  it("shows the server's message, or 'Update failed' when there is none, and field errors under fields", async () => {
    let status = 500;
    renderProfile({
      [updateAccount.id]: () =>
        status === 500
          ? new Response('', { status: 500 })
          : Response.json(
              {
                success: false,
                message: 'This username is already taken',
                errors: { username: 'This username is already taken' },
              },
              { status: 409 },
            ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Update failed');
    status = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('This username is already taken');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the spec question in a dialog that keeps focus and closes on Escape', async () => {
    renderProfile();
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete your account? This action cannot be undone.',
    });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const password = within(dialog).getByLabelText('Current password');
    // Cancel first, so Enter is safe; Tab stays inside, through the password field.
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('deletes after confirming, then clears the stored user and goes to /sign-in', async () => {
    const { router, api } = renderProfile({
      [deleteMe.id]: () => Response.json({ success: true, message: 'Your account has been deleted' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    // The caller's own account (DELETE /api/user), not an id the page could get wrong.
    expect(api.requestsTo(deleteMe).map(({ body }) => body)).toEqual([{ currentPassword: 'my-password-1' }]);
    expect(useSessionStore.getState().currentUser).toBeNull();
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it("shows 'Failed to delete account' when deleting fails without a message", async () => {
    renderProfile({ [deleteMe.id]: () => new Response('', { status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('Failed to delete account');
    expect(useSessionStore.getState().currentUser).toEqual(me);
  });

  it('signs out to /sign-in even when the sign-out call fails', async () => {
    const { router } = renderProfile({
      [signOut.id]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('');
    expect(useSessionStore.getState().currentUser).toBeNull();
    expect(localStorage.getItem('persist:root')).toBeNull();
  });
});
