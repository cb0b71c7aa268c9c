// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EMPTY_SEARCH, withSearchText } from '../search';
import { FilterPanel } from './filter-panel';

function setup() {
  const onChange = vi.fn();
  // As useSearchState's typed search answers: the text left once filters were read out.
  const onSearch = vi.fn((text: string) => withSearchText(EMPTY_SEARCH, text).state.searchTerm);
  render(
    <div>
      <p>the map</p>
      <FilterPanel filters={EMPTY_SEARCH} onChange={onChange} onSearch={onSearch} />
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Filters' });
  return { onChange, onSearch, button };
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

  it('applies a select at once, and a typed search on Enter, read as filters as on the search page', () => {
    const { button, onChange, onSearch } = setup();
    fireEvent.click(button);
    fireEvent.change(screen.getByRole('combobox', { name: 'Price' }), { target: { value: 'above-30k' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_SEARCH, minPrice: 30000, maxPrice: null });
    const box = screen.getByPlaceholderText('Search listings...') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '2br kileleshwa quiet' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenLastCalledWith('2br kileleshwa quiet');
    // The box keeps only the words no filter took.
    expect(box.value).toBe('quiet');
  });

  it('suggests neighbourhoods and types; a picked neighbourhood is an area, a picked type the Type filter', () => {
    const { button, onChange, onSearch } = setup();
    fireEvent.click(button);
    const box = screen.getByRole('combobox', { name: 'Search listings' });
    fireEvent.change(box, { target: { value: 'kilim' } });
    const option = screen.getByRole('option', { name: /^Kilimani/ });
    fireEvent.mouseDown(option);
    expect(onSearch).toHaveBeenLastCalledWith('Kilimani');
    fireEvent.change(box, { target: { value: 'movers' } });
    fireEvent.mouseDown(screen.getAllByRole('option', { name: /^Movers/ })[0]!);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'movers' }));
  });

  it('Escape closes the suggestions first, then the panel', () => {
    const { button } = setup();
    fireEvent.click(button);
    const box = screen.getByRole('combobox', { name: 'Search listings' });
    fireEvent.change(box, { target: { value: 'kilim' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
