import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const english = {
  greeting: 'Hello {{name}}, you have {{count}} messages',
  total_one: '{{count}} listing',
  total_other: '{{count}} listings',
  only: 'Only in English',
  nested: { deep: { text: 'Deep {{ place }}' } },
  list: ['one', 'two'],
};
const swahili = {
  greeting: 'Habari {{name}}, una jumbe {{count}}',
  total_one: 'Tangazo {{count}}',
  total_other: 'Matangazo {{count}}',
  nested: { deep: { text: 'Ndani {{place}}' } },
  list: ['moja', 'mbili'],
};

// The English shape is typed against the app's dictionary; these tests use their own.
const make = () => {
  const translator = new Translator(english as never);
  const t = translator.t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  return { translator, t };
};

describe('Translator', () => {
  it('fills {{name}} placeholders, spaced or not, at any depth of key', () => {
    const { t } = make();
    expect(t('greeting', { name: 'Amani', count: 3 })).toBe('Hello Amani, you have 3 messages');
    expect(t('nested.deep.text', { place: 'Kilimani' })).toBe('Deep Kilimani');
  });

  it('picks _one for exactly 1 and _other for every other count', () => {
    const { t } = make();
    expect([0, 1, 2, 1.5, 21].map((count) => t('total', { count }))).toEqual([
      '0 listings',
      '1 listing',
      '2 listings',
      '1.5 listings',
      '21 listings',
    ]);
  });

  it('writes counts grouped, and a search count past its exact counting as "1,000+"', () => {
    const { t } = make();
    expect(t('total', { count: 12_400 })).toBe('12,400 listings');
    expect(t('total', { count: 1000, capped: true })).toBe('1,000 listings');
    expect(t('total', { count: 1001, capped: true })).toBe('1,000+ listings');
    expect(t('total', { count: 9009, capped: true })).toBe('1,000+ listings');
  });

  it('keeps a placeholder whose value is missing, and never reads a value as a pattern', () => {
    const { t } = make();
    expect(t('greeting', { count: 2 })).toBe('Hello {{name}}, you have 2 messages');
    expect(t('greeting', { name: '$& {{count}} $1', count: 2 })).toBe('Hello $& {{count}} $1, you have 2 messages');
  });

  it('answers in the current language, falls back to English, then to the default or the key', () => {
    const { translator, t } = make();
    translator.addMessages('sw', swahili as never);
    translator.changeLanguage('sw');
    expect(t('total', { count: 1 })).toBe('Tangazo 1');
    expect(t('total', { count: 4 })).toBe('Matangazo 4');
    expect(t('only')).toBe('Only in English');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('nowhere', { defaultValue: 'hide' })).toBe('hide');
    // A key that names a group of texts is not a text.
    expect(t('nested.deep')).toBe('nested.deep');
  });

  it('gives a list of texts only when asked for one', () => {
    const { translator, t } = make();
    expect(t('list', { returnObjects: true })).toEqual(['one', 'two']);
    expect(t('list')).toBe('list');
    translator.addMessages('sw', swahili as never);
    translator.changeLanguage('sw');
    expect(t('list', { returnObjects: true })).toEqual(['moja', 'mbili']);
  });

  it('tells listeners of a change of language once, and not after they stop', () => {
    const { translator } = make();
    translator.addMessages('sw', swahili as never);
    const listener = vi.fn();
    const stop = translator.onChange(listener);
    translator.changeLanguage('sw');
    translator.changeLanguage('sw');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.language).toBe('en');
  });

  it('tells its listeners when texts arrive without a change of language (refresh)', () => {
    const { translator } = make();
    const listener = vi.fn();
    translator.onChange(listener);
    translator.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(translator.language).toBe('en');
  });

  it('keeps a namespace that came with its screen when the language’s shell texts arrive, in either order', () => {
    const screen = { title: 'Usimamizi' };
    for (const order of ['screen first', 'shell first'] as const) {
      const { translator, t } = make();
      if (order === 'screen first') translator.addNamespace('sw', 'moderation', screen);
      // A namespace alone is not the language's texts: the shell's still have to come.
      expect(translator.hasMessages('sw'), order).toBe(false);
      translator.addMessages('sw', swahili);
      if (order === 'shell first') translator.addNamespace('sw', 'moderation', screen);
      translator.changeLanguage('sw');
      expect([t('moderation.title'), t('list', { returnObjects: true })], order).toEqual([
        'Usimamizi',
        ['moja', 'mbili'],
      ]);
    }
  });
});
