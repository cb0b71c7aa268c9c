// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EMPTY_SEARCH } from '../search';
import { FilterPanel } from './filter-panel';

function setup() {
  const onChange = vi.fn();
  render(
    <div>
      <p>the map</p>
      <FilterPanel filters={EMPTY_SEARCH} onChange={onChange} />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Filters' });
  return { onChange, button };
}

describe('FilterPanel', () => {
  it('toggles a panel with the search box and the Type, Beds and Price selects', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByPlaceholderText('Search listings...')).toBeTruthy();
    for (const name of ['Type', 'Beds', 'Price']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside and with Escape', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('the map'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Type' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('applies a select at once and the typed text once typing pauses', () => {
    vi.useFakeTimers();
    try {
      const { button, onChange } = setup();
      fireEvent.click(button);
      fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'above-30k' } });
      expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, minPrice: 30000, maxPrice: null });
      fireEvent.change(screen.getByPlaceholderText('Search listings...'), { target: { value: 'Kilimani' } });
      act(() => vi.advanceTimersByTime(399));
      expect(onChange).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, searchTerm: 'Kilimani' });
    } finally {
      vi.useRealTimers();
    }
  });
});
