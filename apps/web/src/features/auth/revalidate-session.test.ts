// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '@nyumba/domain';
import { stubApi } from '../../test/stub-api';
import { markGoogleSignInPending, resetSessionRevalidation, revalidateSession } from './revalidate-session';
import { useSessionStore } from './session-store';

const stored = { _id: 'u1', id: 'u1', username: 'old-name', email: 'w@example.co.ke' };
const fresh = {
  success: true,
  _id: 'u1',
  id: 'u1',
  username: 'new-name',
  email: 'w@example.co.ke',
  avatar: 'https://x.example/a.webp',
};

beforeEach(() => {
  resetSessionRevalidation();
  sessionStorage.clear();
  useSessionStore.setState({ currentUser: null, signedOut: false, notice: null, checking: false });
});

describe('revalidateSession', () => {
  it('refreshes the stored user from /api/auth/me', async () => {
    useSessionStore.setState({ currentUser: stored });
    stubApi({ [currentUser.id]: () => Response.json(fresh) });
    await revalidateSession();
    expect(useSessionStore.getState().currentUser).toMatchObject({
      username: 'new-name',
      avatar: 'https://x.example/a.webp',
    });
  });

  it('signs the browser out when the server no longer knows the session', async () => {
    useSessionStore.setState({ currentUser: stored });
    stubApi({
      [currentUser.id]: () => Response.json({ success: false, message: 'You need to sign in first' }, { status: 401 }),
    });
    await revalidateSession();
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('keeps the user when offline or on a server error', async () => {
    useSessionStore.setState({ currentUser: stored });
    stubApi({ [currentUser.id]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await revalidateSession();
    expect(useSessionStore.getState().currentUser).toEqual(stored);
  });

  it('costs an anonymous visitor no request, but asks after a Google sign-in', async () => {
    const fetchMock = stubApi({ [currentUser.id]: () => Response.json(fresh) });
    await revalidateSession();
    expect(fetchMock).not.toHaveBeenCalled();

    resetSessionRevalidation();
    markGoogleSignInPending();
    const running = revalidateSession();
    // Guards wait instead of sending the person back to sign in.
    expect(useSessionStore.getState().checking).toBe(true);
    await running;
    expect(useSessionStore.getState().checking).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().currentUser).toMatchObject({ _id: 'u1' });
    expect(sessionStorage.length).toBe(0);
  });

  it('does not undo a sign-out that happened while it was asking', async () => {
    useSessionStore.setState({ currentUser: stored });
    stubApi({
      [currentUser.id]: async () => {
        useSessionStore.getState().signOutLocally();
        return Response.json(fresh);
      },
    });
    await revalidateSession();
    expect(useSessionStore.getState().currentUser).toBeNull();
  });
});
