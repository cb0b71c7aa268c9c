// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SearchBox } from './search-box';

function setup(term = '') {
  const onSearch = vi.fn();
  const onPickType = vi.fn();
  const view = render(
    <div>
      <p>outside</p>
      <SearchBox term={term} onSearch={onSearch} onPickType={onPickType} />
    </div>,
  );
  const input = screen.getByRole('combobox', { name: 'Search listings' }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const key = (name: string, init: object = {}) => fireEvent.keyDown(input, { key: name, ...init });
  const options = () =>
    within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
  const activeOption = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };
  return { ...view, input, type, key, options, activeOption, onSearch, onPickType };
}

describe('SearchBox', () => {
  it('has the spec placeholder and starts closed', () => {
    const { input } = setup();
    expect(input.placeholder).toBe('Search locations or property types...');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("suggests Kilimani and Kileleshwa for 'kil' in a listbox tied to the input", () => {
    const { input, type, options } = setup();
    type('kil');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const texts = options().map((option) => option.textContent);
    expect(texts.some((text) => text?.startsWith('Kilimani'))).toBe(true);
    expect(texts.some((text) => text?.startsWith('Kileleshwa'))).toBe(true);
  });

  it('moves through the suggestions with the arrows and picks one with Enter', () => {
    const { input, type, key, options, activeOption, onSearch } = setup();
    type('kil');
    const all = options();
    key('ArrowDown');
    expect(activeOption()).toBe(all[0]);
    expect(all[0]?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()).toBe(all[1]);
    key('ArrowUp');
    key('ArrowUp');
    // Wraps from the first to the last.
    expect(activeOption()).toBe(all[all.length - 1]);
    key('ArrowDown');
    const picked = all[0]?.querySelector('span span')?.textContent;
    key('Enter');
    expect(onSearch).toHaveBeenCalledWith(picked);
    expect(input.value).toBe(picked);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('searches the typed text with Enter when no suggestion is highlighted', () => {
    const { type, input, onSearch } = setup();
    type('apartmnt kilimanii');
    // jsdom does not submit a form on Enter by itself; a browser does.
    fireEvent.submit(input.form!);
    expect(onSearch).toHaveBeenCalledWith('apartmnt kilimanii');
  });

  it('closes with Escape, then clears the text with a second Escape', () => {
    const { input, type, key } = setup();
    type('kil');
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('kil');
    key('Escape');
    expect(input.value).toBe('');
  });

  it('closes when the text is cleared and on a press outside', () => {
    const { input, type } = setup();
    type('kil');
    type('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type('kil');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('sets the type filter when a listing type is picked', () => {
    const { input, type, onPickType, onSearch } = setup();
    type('rent');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Rentals/ }));
    expect(onPickType).toHaveBeenCalledWith('rentals');
    expect(onSearch).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('clears a search on screen with the clear button, and follows the term when Back changes it', () => {
    const { input, onSearch, rerender } = setup('Kilimani');
    expect(input.value).toBe('Kilimani');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(input.value).toBe('');
    rerender(
      <div>
        <p>outside</p>
        <SearchBox term="Westlands" onSearch={onSearch} onPickType={vi.fn()} />
      </div>,
    );
    expect(screen.getByRole('combobox')).toBe(input);
    expect(input.value).toBe('Westlands');
  });
});
