// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { collectFirstRenderValues, firstRenderValue } from './page-data';

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A page as the server sent it, with its data block: a new page load. */
function loadPage(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = JSON.stringify(data);
  document.body.replaceChildren(block);
}

describe('first-render values shared by the server render and hydration', () => {
  it('records what the server drew with', () => {
    const { html, values } = collectFirstRenderValues(() => `<h1>${firstRenderValue('seed', () => 3, isNumber)}</h1>`);
    expect(html).toBe('<h1>3</h1>');
    expect(values).toEqual({ seed: 3 });
  });

  it('hydration takes the server’s pick once; later visits choose afresh', () => {
    // The server's pick for the tagline travels in the page data.
    loadPage({ ssr: { values: { tagline: 7 } } });
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(7);
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(1);
  });

  it('ignores a value of the wrong kind', () => {
    loadPage({ ssr: { values: { other: 'x' } } });
    expect(firstRenderValue('other', () => 2, isNumber)).toBe(2);
  });

  it('takes from each page load afresh: another page brings its own picks', () => {
    loadPage({ ssr: { values: { tagline: 7 } } });
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(7);
    loadPage({ ssr: { values: { tagline: 8 } } });
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(8);
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(1);
  });
});
