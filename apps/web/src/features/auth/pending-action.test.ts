// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ACTION_TTL_MS, rememberPendingAction, takePendingAction } from './pending-action';

describe('pending actions across sign-in', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('gives the payload back once, to the kind and target it was kept for', () => {
    rememberPendingAction('save-listing', { listingId: 'a' });
    expect(takePendingAction('report', () => true)).toBeNull();
    expect(takePendingAction<{ listingId: string }>('save-listing', (p) => p.listingId === 'b')).toBeNull();
    expect(takePendingAction<{ listingId: string }>('save-listing', (p) => p.listingId === 'a')).toEqual({
      listingId: 'a',
    });
    expect(takePendingAction('save-listing')).toBeNull();
  });

  it('keeps only the latest action', () => {
    rememberPendingAction('save-listing', { listingId: 'a' });
    rememberPendingAction('alert', { query: 'type=rentals' });
    expect(takePendingAction('save-listing')).toBeNull();
    expect(takePendingAction('alert')).toEqual({ query: 'type=rentals' });
  });

  it('drops an action older than its time to live', () => {
    vi.useFakeTimers();
    rememberPendingAction('save-listing', { listingId: 'a' });
    vi.advanceTimersByTime(PENDING_ACTION_TTL_MS + 1);
    expect(takePendingAction('save-listing')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it.each(['not json', '{"kind":1}', 'null', '[]', '{"kind":"save-listing"}'])('ignores a damaged entry %s', (raw) => {
    sessionStorage.setItem('nyumba:pending-action', raw);
    expect(takePendingAction('save-listing')).toBeNull();
  });
});
