import { countText, DEFAULT_LANGUAGE, groupThousands, type Language } from '@nyumba/domain';
import type { en } from './en';

/*
 * The app's own translator, in place of i18next (docs/decisions/0018-own-translator.md).
 *
 * Why: every text on a page goes through t() while the browser hydrates it, on a phone
 * whose main thread is the page's responsiveness. i18next's t resolves namespaces,
 * separators, nesting, contexts and post-processors on each call, and its first call
 * built its plural and interpolation machinery inside the first long task; it was a
 * fifth of the hydration of /search and 12 KB of the 100 KB first load. The app uses a
 * small part of it: keys, {{name}} values, a count's one/other, a list of texts, and a
 * fallback to English. That part is here.
 */

type Dictionary = { readonly [key: string]: string | readonly string[] | Dictionary };

/** Every key of the English texts, 'home.heroSubtitle' style. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly string[] ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** A key t() accepts: a text, a list of texts, or a counted text by its base name. */
type MessageKey = WithoutPlural<Leaves<typeof en>>;

type ListKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends readonly string[]
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : ListKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key whose value is a list of texts (asked for with `returnObjects: true`). */
type ListKey = ListKeys<typeof en>;

/** What t() reads besides a text's own placeholders. */
export interface TOptions {
  /** Picks the key's `_one` or `_other` form, and fills {{count}}. */
  count?: number;
  /**
   * The count is one of search's, exact only up to COUNT_CAP: past it {{count}} reads
   * "1,000+" (other counts, a listing's views, are always exact).
   */
  capped?: boolean;
  /** Said when the key has no text in either language. */
  defaultValue?: string;
  returnObjects?: boolean;
}

type Path<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? Path<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;
/** The English text(s) of a key: a counted key's are its forms'. */
type TextOf<K extends string> = Path<typeof en, K> | Path<typeof en, `${K}_${PluralSuffix}`>;
type PlaceholdersOf<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/**
 * The values a key's text needs, checked by the typecheck: every {{name}} of its English
 * text, and no name it lacks (the literal texts come from `as const` in en.ts).
 */
type ValuesOf<K extends string> = TOptions & { [Name in Exclude<PlaceholdersOf<TextOf<K>>, 'count'>]: unknown };

export interface TFunction {
  (key: ListKey, options: TOptions & { returnObjects: true }): readonly string[];
  <K extends MessageKey>(
    key: K,
    ...options: PlaceholdersOf<TextOf<K>> extends never ? [options?: TOptions] : [options: ValuesOf<K>]
  ): string;
}

type Listener = () => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookUp(dictionary: Dictionary | undefined, key: string): string | readonly string[] | undefined {
  let node: Dictionary | string | readonly string[] | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = (node as Dictionary)[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as string | readonly string[]) : undefined;
}

export class Translator {
  language: Language = DEFAULT_LANGUAGE;
  private readonly dictionaries = new Map<Language, Dictionary>();
  private readonly complete = new Set<Language>();
  private readonly listeners = new Set<Listener>();

  constructor(english: Dictionary) {
    this.dictionaries.set(DEFAULT_LANGUAGE, english);
    this.complete.add(DEFAULT_LANGUAGE);
  }

  /** Whether a language's shell texts are in (a namespace added alone does not count). */
  hasMessages(language: Language): boolean {
    return this.complete.has(language);
  }

  /** A language's texts; namespaces added before them (with their screens) are kept. */
  addMessages(language: Language, messages: Dictionary): void {
    this.dictionaries.set(language, { ...messages, ...this.dictionaries.get(language) });
    this.complete.add(language);
  }

  /** Adds one namespace to a language's texts (one that loads with its screens). */
  addNamespace(language: Language, name: string, texts: Dictionary): void {
    this.dictionaries.set(language, { ...this.dictionaries.get(language), [name]: texts });
  }

  /** Switches language (its texts must be added first) and tells every listener. */
  changeLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener();
  }

  /** Tells every listener that the texts changed without a change of language (more arrived). */
  refresh(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Called on every change of language; returns the way to stop. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private find(key: string): string | readonly string[] | undefined {
    return lookUp(this.dictionaries.get(this.language), key) ?? lookUp(this.dictionaries.get(DEFAULT_LANGUAGE), key);
  }

  /**
   * The text of a key in the current language, else in English, else the default or
   * the key itself. A count picks the `_one` form for exactly 1 and `_other` otherwise,
   * which is the rule of both English and Swahili.
   */
  readonly t: TFunction = ((key: string, options?: TOptions & Record<string, unknown>): string | readonly string[] => {
    const count = options?.count;
    const found =
      (count === undefined ? undefined : this.find(`${key}_${count === 1 ? 'one' : 'other'}`)) ?? this.find(key);
    if (found === undefined) return options?.defaultValue ?? key;
    if (typeof found !== 'string') return options?.returnObjects ? found : key;
    if (!options || !found.includes('{{')) return found;
    // A value not given keeps its placeholder, so a missing one shows rather than vanishes.
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      if (value === undefined || value === null) return placeholder;
      // A count reads as people write it (12,400), and one of search's past its exact counting as "1,000+".
      if (name !== 'count' || !Number.isInteger(value)) return String(value);
      return options.capped ? countText(value as number) : groupThousands(value as number);
    });
  }) as TFunction;
}
