import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadMore, type NextPages } from './load-more';

const pages = (state: Partial<NextPages> = {}): NextPages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(async () => undefined),
  ...state,
});

describe('LoadMore', () => {
  it('asks for the next page, and is not there when there is none', () => {
    const next = pages();
    const { rerender } = render(<LoadMore pages={next} failedMessage="Failed to fetch posts" />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<LoadMore pages={pages({ hasNextPage: false })} failedMessage="Failed to fetch posts" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is busy while the page loads', () => {
    render(<LoadMore pages={pages({ isFetchingNextPage: true })} failedMessage="Failed to fetch posts" />);
    const button = screen.getByRole('button', { name: 'Loading more…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('says the list’s own failure and offers to try again', () => {
    const failed = pages({ isFetchNextPageError: true });
    render(<LoadMore pages={failed} failedMessage="Failed to fetch saved listings" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch saved listings');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
