// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, sessionUserId, useSessionStore } from './session-store';

describe('session store', () => {
  it("persists only the user under 'persist:root', version 1", () => {
    const user = { _id: 'u1', id: 'u1', username: 'otieno', email: 'o@example.ke' };
    useSessionStore.getState().setUser(user);

    expect(SESSION_STORAGE_KEY).toBe('persist:root');
    const stored = JSON.parse(localStorage.getItem('persist:root') ?? 'null') as unknown;
    expect(stored).toEqual({ state: { currentUser: user }, version: 1 });

    useSessionStore.getState().clearUser();
    expect(useSessionStore.getState().currentUser).toBeNull();
  });

  it('accepts either id field', () => {
    const base = { username: 'a', email: 'a@example.ke' };
    expect(sessionUserId(null)).toBeNull();
    expect(sessionUserId({ ...base, _id: 'x', id: '' })).toBe('x');
    expect(sessionUserId({ ...base, _id: '', id: 'y' })).toBe('y');
    expect(sessionUserId({ ...base, _id: '', id: '' })).toBeNull();
  });
});
