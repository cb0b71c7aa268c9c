// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToast, dismissNotice, notify, NOTICE_MS, NOTICE_WITH_ACTION_MS } from './app-toast';

describe('AppToast', () => {
  // The notice lives in a module store: start each test without another test's notice.
  beforeEach(() => dismissNotice());

  it('says what happened in a status region that is there before anything is said', () => {
    render(<AppToast />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    act(() => notify('You are signed out.'));
    expect(region.textContent).toBe('You are signed out.');
    act(() => dismissNotice());
  });

  it('hides itself, later when there is an Undo to reach', () => {
    vi.useFakeTimers();
    try {
      render(<AppToast />);
      act(() => notify('Listing deleted.'));
      act(() => vi.advanceTimersByTime(NOTICE_MS));
      expect(screen.getByRole('status').textContent).toBe('');
      act(() => notify('Removed.', { label: 'Undo', run: () => {} }));
      act(() => vi.advanceTimersByTime(NOTICE_MS));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(NOTICE_WITH_ACTION_MS - NOTICE_MS));
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs Undo once and hides the notice', () => {
    const run = vi.fn();
    render(<AppToast />);
    act(() => notify('Removed from your saved listings.', { label: 'Undo', run }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
