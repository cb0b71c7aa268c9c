import { describe, expect, it } from 'vitest';
import { classesIn, pageStyles, requiredClasses } from './page-styles.ts';

describe('requiredClasses', () => {
  it('reads escaped class names and only those outside parentheses and brackets', () => {
    expect(requiredClasses('.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\]')).toEqual([
      'lg:grid-cols-[minmax(0,1fr)_20rem]',
    ]);
    expect(requiredClasses('.gap-1\\.5')).toEqual(['gap-1.5']);
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(requiredClasses('.group-hover\\:bg-stone-100:is(:where(.group):hover *)')).toEqual([
      'group-hover:bg-stone-100',
    ]);
    expect(requiredClasses('.space-y-6>:not(:last-child)')).toEqual(['space-y-6']);
    expect(requiredClasses('.a .b>.c')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('[data-x=".not-a-class"] .y')).toEqual(['y']);
    expect(requiredClasses(':root,:host')).toEqual([]);
    expect(requiredClasses('*,:before,:after')).toEqual([]);
  });
});

describe('classesIn', () => {
  it('reads every class attribute as the renderer escapes it', () => {
    const markup =
      '<div class="flex  [&amp;&gt;svg]:size-4"><svg class="lucide size-6"></svg><p data-class="no">x</p></div>';
    expect([...classesIn(markup)].sort()).toEqual(['[&>svg]:size-4', 'flex', 'lucide', 'size-6']);
  });
});

const CSS = [
  '/*! licence */',
  '@layer theme,base,utilities;',
  '@layer theme{:root{--color-brand:#185}}',
  '@layer base{*,:before{box-sizing:border-box}body{margin:0}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.rotate-1{rotate:var(--tw-rotate)}',
  '.animate-spin{animation:spin 1s}',
  '.a,.b{color:red}',
  '@media (width>=64rem){.lg\\:hidden{display:none}}',
  '@media (width<40rem){.max-sm\\:flex{display:flex}}',
  '}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@property --tw-skew{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('pageStyles', () => {
  const styles = pageStyles(CSS);

  it('keeps the rules the markup can use, in order, inside their at-rules', () => {
    const css = styles.for('<div class="flex hover:underline lg:hidden b"></div>');
    expect(css).toBe(
      [
        '/*! licence */',
        '@layer theme,base,utilities;',
        '@layer theme{:root{--color-brand:#185}}',
        '@layer base{*,:before{box-sizing:border-box}body{margin:0}}',
        '@layer utilities{.flex{display:flex}.hover\\:underline:hover{text-decoration:underline}.a,.b{color:red}',
        '@media (width>=64rem){.lg\\:hidden{display:none}}}',
      ].join(''),
    );
  });

  it('keeps a registered property or keyframes only when a kept rule names it', () => {
    const css = styles.for('<i class="rotate-1 animate-spin"></i>');
    expect(css).toContain('@property --tw-rotate{');
    expect(css).not.toContain('--tw-skew');
    expect(css).toContain('@keyframes spin{');
    expect(styles.for('<i class="flex"></i>')).not.toContain('@keyframes');
  });

  it('gives every rule back for markup that uses every class, only the unnamed property left out', () => {
    const all = '<i class="flex hidden hover:underline rotate-1 animate-spin a b lg:hidden max-sm:flex"></i>';
    expect(styles.for(all)).toBe(CSS.replace('@property --tw-skew{syntax:"*";inherits:false}', ''));
  });
});
