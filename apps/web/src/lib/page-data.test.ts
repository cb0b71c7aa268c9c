// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { collectFirstRenderValues, firstRenderValue } from './page-data';

const isNumber = (value: unknown): value is number => typeof value === 'number';

// The page as the server sent it: its pick for the tagline travels in the page data.
document.body.innerHTML = '<script type="application/json" id="page-data">{"ssr":{"values":{"tagline":7}}}</script>';

describe('first-render values shared by the server render and hydration', () => {
  it('records what the server drew with', () => {
    const { html, values } = collectFirstRenderValues(() => `<h1>${firstRenderValue('seed', () => 3, isNumber)}</h1>`);
    expect(html).toBe('<h1>3</h1>');
    expect(values).toEqual({ seed: 3 });
  });

  it('hydration takes the server’s pick once; later visits choose afresh', () => {
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(7);
    expect(firstRenderValue('tagline', () => 1, isNumber)).toBe(1);
  });

  it('ignores a value of the wrong kind', () => {
    document.getElementById('page-data')!.textContent = '{"ssr":{"values":{"other":"x"}}}';
    expect(firstRenderValue('other', () => 2, isNumber)).toBe(2);
  });
});
