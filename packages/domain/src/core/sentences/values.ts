/** What a sentence says that is worked out per answer or taken from a rule: `{ minutes: 14 }`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A sentence whose English holds a rule's numbers (a link's 24 hours): the values are sent
 * beside it, so another language's sentence takes them from the answer instead of typing them.
 */
export interface SentenceWithValues {
  readonly text: string;
  readonly values: MessageValues;
}

export const withValues = (text: string, values: MessageValues): SentenceWithValues => ({ text, values });

/** A sentence's English, with or without values. */
export const englishOf = (sentence: string | SentenceWithValues): string =>
  typeof sentence === 'string' ? sentence : sentence.text;
